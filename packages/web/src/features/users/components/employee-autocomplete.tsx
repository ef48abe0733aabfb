import Autocomplete from '@mui/material/Autocomplete';
import { useMemo } from 'react';
import type { EmployeeOption } from '../../../api/organisation.ts';
import { recordAutocompleteProps } from '../../../components/ui/autocomplete-input.tsx';

export interface EmployeeAutocompleteProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  options: readonly EmployeeOption[];
  testId: string;
  /** Left out of the choices (the employee being edited cannot report to themselves). */
  excludeId?: number;
  /** Shown while the options load, or when the current value is not among them (a terminated manager). */
  current?: { id: number; full_name: string } | null;
  placeholder?: string;
  loading?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  onBlur?: () => void;
}

/** Picks an employee by number or name (managers). */
export function EmployeeAutocomplete({
  label,
  value,
  onChange,
  options,
  testId,
  excludeId,
  current,
  placeholder,
  loading,
  error,
  helperText,
  size,
  onBlur,
}: EmployeeAutocompleteProps) {
  const choices = useMemo(() => options.filter((o) => o.id !== excludeId), [options, excludeId]);
  const selected =
    value === null
      ? null
      : (choices.find((o) => o.id === value) ??
        (current && current.id === value ? { id: current.id, full_name: current.full_name, employee_number: '' } : null));
  return (
    <Autocomplete
      options={choices}
      value={selected}
      {...recordAutocompleteProps<EmployeeOption>({ onChange, onBlur, loading, size, label, placeholder, error, helperText, testId })}
      getOptionLabel={(o) => (o.employee_number ? `${o.full_name} (${o.employee_number})` : o.full_name)}
      renderOption={(props, o) => (
        <li {...props} key={o.id} data-testid={`${testId}-option-${o.id}`}>
          {o.employee_number ? `${o.full_name} (${o.employee_number})` : o.full_name}
        </li>
      )}
    />
  );
}
