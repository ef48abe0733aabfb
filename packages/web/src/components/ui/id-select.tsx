import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export interface IdSelectProps {
  label: string;
  /** The chosen id, or null for the empty choice (or nothing chosen). */
  value: number | null;
  onChange: (id: number | null) => void;
  options: ReadonlyArray<{ id: number; name: string }>;
  /** Text of the empty choice (null): "None", "Every round"…; without it there is none. */
  emptyLabel?: string;
  /** Shows the empty choice's text in the field while it is chosen (rather than the label alone). */
  showEmpty?: boolean;
  /** Test ids: `<testId>` on the select, `optionTestId(id)` on each option, by default `<testId>-option-<id>`. */
  testId: string;
  optionTestId?: (id: number) => string;
  /** The field's error text. */
  error?: string;
  required?: boolean;
  size?: TextFieldProps['size'];
  sx?: TextFieldProps['sx'];
}

/** A select of named records by id (a category, a template, a round…), with an optional empty choice. */
export function IdSelect({ label, value, onChange, options, emptyLabel, showEmpty = false, testId, optionTestId, error, required, size, sx }: IdSelectProps) {
  return (
    <TextField
      select
      required={required}
      size={size}
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      error={Boolean(error)}
      helperText={error}
      sx={sx}
      slotProps={{
        select: { displayEmpty: showEmpty, SelectDisplayProps: { 'data-testid': testId } as object },
        ...(showEmpty ? { inputLabel: { shrink: true } } : {}),
      }}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id} data-testid={optionTestId ? optionTestId(option.id) : `${testId}-option-${option.id}`}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
