import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { EmployeeOption } from '../../../api/organisation.ts';

const labelOf = (o: EmployeeOption) => `${o.full_name} (${o.employee_number})`;

/** Picks an employee of the project by name or number. */
export function EmployeeChoice({
  label,
  value,
  onChange,
  options,
  loading,
  error,
  testId,
}: {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  options: readonly EmployeeOption[];
  loading: boolean;
  error?: string;
  testId: string;
}) {
  return (
    <Autocomplete
      options={options}
      value={options.find((o) => o.id === value) ?? null}
      onChange={(_event, option) => onChange(option?.id ?? null)}
      loading={loading}
      fullWidth
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, o) => (
        <li {...props} key={o.id} data-testid={`${testId}-option-${o.id}`}>
          {labelOf(o)}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          error={Boolean(error)}
          helperText={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
