import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { PositionSkillSummary } from '@performa/contracts/api/competencies';

export interface PositionChoiceProps {
  label: string;
  options: readonly PositionSkillSummary[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  testId: string;
}

const labelOf = (p: PositionSkillSummary) => `${p.name} (${p.department_name})`;

/** Several positions picked by name (with their department), shown as chips. */
export function PositionChoice({ label, options, value, onChange, error, testId }: PositionChoiceProps) {
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options}
      value={options.filter((p) => value.includes(p.id))}
      onChange={(_, picked) => onChange(picked.map((p) => p.id))}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, option) => (
        <li {...props} key={option.id} data-testid={`${testId}-option-${option.id}`}>
          {labelOf(option)}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
