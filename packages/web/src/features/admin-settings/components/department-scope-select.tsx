import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { Department, Option } from '@performa/contracts/api/organisation';
import { useTranslation } from 'react-i18next';

/** "Parent / Child" names for the departments of the selected project (sub-departments under their parent). */
export function departmentOptions(departments: readonly Department[]): Option[] {
  const byId = new Map(departments.map((d) => [d.id, d]));
  const path = (d: Department, seen = new Set<number>()): string => {
    const parent = d.parent_id === null ? undefined : byId.get(d.parent_id);
    if (!parent || seen.has(parent.id)) return d.name;
    seen.add(d.id);
    return `${path(parent, seen)} / ${d.name}`;
  };
  return departments.map((d) => ({ id: d.id, name: path(d) })).sort((a, b) => a.name.localeCompare(b.name));
}

interface DepartmentScopeSelectProps {
  /** The departments of the selected project. */
  options: readonly Option[];
  value: Option[];
  onChange: (value: Option[]) => void;
  disabled?: boolean;
  /** The server's refusal of the chosen departments. */
  error?: string;
  testId: string;
}

/**
 * The departments an admin is limited to (shown when "All departments" is off): departments of the
 * selected project; none chosen means the admin reaches no department (said below the field).
 * Chosen departments of other projects stay in the value (marked as such) so saving keeps them.
 */
export function DepartmentScopeSelect({ options, value, onChange, disabled = false, error, testId }: DepartmentScopeSelectProps) {
  const { t } = useTranslation();
  const inProject = new Set(options.map((o) => o.id));
  const label = (option: Option) => (inProject.has(option.id) ? option.name : `${option.name} (${t('adminSettings.permissions.otherProject')})`);
  return (
    <Autocomplete
      multiple
      size="small"
      disableCloseOnSelect
      options={options as Option[]}
      value={value}
      onChange={(_event, next) => onChange(next)}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      disabled={disabled}
      limitTags={3}
      noOptionsText={t('adminSettings.permissions.noDepartments')}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={label(option)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          // The consequence of an empty list is a helper text (it wraps), not a placeholder cut off in a narrow field.
          placeholder={value.length ? undefined : t('adminSettings.permissions.choose')}
          error={Boolean(error)}
          helperText={error ?? (value.length ? undefined : t('adminSettings.permissions.noneChosen'))}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('adminSettings.permissions.departments'), 'data-testid': testId },
          }}
        />
      )}
    />
  );
}
