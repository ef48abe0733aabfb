import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

/**
 * The text field of a picker (Autocomplete): its label always above (a placeholder shows inside), the
 * field error under it, and a test id on the input.
 */
export function autocompleteInput(field: { label: string; placeholder?: string; error?: boolean; helperText?: string; testId: string }) {
  return function renderInput(params: AutocompleteRenderInputParams) {
    return (
      <TextField
        {...params}
        label={field.label}
        placeholder={field.placeholder}
        error={field.error}
        helperText={field.helperText}
        slotProps={{
          ...params.slotProps,
          htmlInput: { ...params.slotProps.htmlInput, 'data-testid': field.testId },
          inputLabel: { ...params.slotProps.inputLabel, shrink: true },
        }}
      />
    );
  };
}

/**
 * What a picker of one record by id (a department, an employee) hands its Autocomplete besides the
 * options, the value and how an option reads: the choice as an id (or null), the field's events and
 * state, and its text field (autocompleteInput).
 */
export function recordAutocompleteProps<T extends { id: number }>(field: {
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  loading?: boolean;
  size?: 'small' | 'medium';
  label: string;
  placeholder?: string;
  error?: boolean;
  helperText?: string;
  testId: string;
}) {
  return {
    onChange: (_event: unknown, option: T | null) => field.onChange(option?.id ?? null),
    onBlur: field.onBlur,
    loading: field.loading,
    size: field.size,
    fullWidth: true,
    isOptionEqualToValue: (a: T, b: T) => a.id === b.id,
    renderInput: autocompleteInput(field),
  };
}
