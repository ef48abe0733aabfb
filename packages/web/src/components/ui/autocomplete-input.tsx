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
