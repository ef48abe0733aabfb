import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes } from 'react';

export interface SelectOption {
  id: number;
  name: string;
  /** A second line in the menu (for example the department of a position). */
  hint?: string;
}

export interface OptionSelectProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  options: readonly SelectOption[];
  /** The text of the "no value" choice (None, All). */
  emptyLabel: string;
  testId: string;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  name?: string;
  onBlur?: () => void;
}

/** A select of options by id, with a first choice meaning "none" (null). */
export function OptionSelect({ label, value, onChange, options, emptyLabel, testId, disabled, error, helperText, size, name, onBlur }: OptionSelectProps) {
  const known = value === null || options.some((o) => o.id === value);
  return (
    <TextField
      select
      fullWidth
      size={size}
      label={label}
      name={name}
      value={known && value !== null ? String(value) : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={onBlur}
      disabled={disabled}
      error={error}
      helperText={helperText}
      slotProps={{
        select: {
          displayEmpty: true,
          SelectDisplayProps: { 'data-testid': testId } as HTMLAttributes<HTMLDivElement>,
          renderValue: (selected) => {
            const option = options.find((o) => String(o.id) === selected);
            return option ? (
              option.name
            ) : (
              <Typography component="span" color="text.secondary">
                {emptyLabel}
              </Typography>
            );
          },
        },
        inputLabel: { shrink: true },
        // A disabled field's hint ("Choose a department first") stays readable (WCAG contrast).
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
      }}
    >
      <MenuItem value="">
        <em>{emptyLabel}</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)} data-testid={`${testId}-option-${option.id}`}>
          {option.hint ? (
            <span>
              {option.name}
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {option.hint}
              </Typography>
            </span>
          ) : (
            option.name
          )}
        </MenuItem>
      ))}
    </TextField>
  );
}
