import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface IdMultiSelectProps {
  label: string;
  /** The chosen ids. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  options: ReadonlyArray<{ id: number; name: string }>;
  /** The field's error text; it replaces the helper text. */
  error?: string;
  helperText?: string;
  /** Test id of the input. */
  testId: string;
}

/** Chooses several named records by id (positions, periods…) in a searchable field of chips. */
export function IdMultiSelect({ label, value, onChange, options, error, helperText, testId }: IdMultiSelectProps) {
  return (
    <Autocomplete
      multiple
      options={options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={options.filter((option) => value.includes(option.id))}
      onChange={(_, chosen) => onChange(chosen.map((option) => option.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
