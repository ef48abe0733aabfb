import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepartments, useEmployeeOptions, usePositions } from '../../../api/organisation.ts';
import { FilterBar, FilterControl } from '../../../components/ui/filter-bar.tsx';
import { subtreeIds } from '../../../lib/tree.ts';
import type { EmployeeListParams, FilterPatch } from '../hooks/use-employee-list-params.ts';
import { DepartmentPicker, departmentPaths } from './department-picker.tsx';
import { EmployeeAutocomplete } from './employee-autocomplete.tsx';
import { OptionSelect, type SelectOption } from './option-select.tsx';

export interface EmployeeFiltersProps {
  params: EmployeeListParams;
  /** How many filters are set. */
  active: number;
  onFilters: (patch: FilterPatch, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

/**
 * The list's filters: search, department (any of the tree; the list shows everyone below it too), position
 * (of that department and the departments below it, at any depth, when one is chosen) and manager.
 */
export function EmployeeFilters({ params, active, onFilters, onClear }: EmployeeFiltersProps) {
  const { t } = useTranslation();
  const departments = useDepartments();
  const positions = usePositions();
  const employees = useEmployeeOptions();

  // Any department of the tree (the list shows everyone in it and below it).
  const tree = useMemo(() => departmentPaths(departments.data ?? []), [departments.data]);

  const positionOptions = useMemo((): SelectOption[] => {
    const all = positions.data ?? [];
    if (params.department === null) return all.map((p) => ({ id: p.id, name: p.name, hint: p.department_name }));
    // The department and everything below it, at any depth (as the server's department filter).
    const inDepartment = subtreeIds(departments.data ?? [], params.department);
    return all.filter((p) => inDepartment.has(p.department_id)).map((p) => ({ id: p.id, name: p.name, hint: p.department_name }));
  }, [positions.data, departments.data, params.department]);

  return (
    <FilterBar
      testId="users"
      search={{
        value: params.search,
        onSearch: (search, options) => onFilters({ search }, options),
        label: t('users.searchLabel'),
        placeholder: t('users.searchPlaceholder'),
      }}
      active={active}
      onClear={onClear}
      clearLabel={t('users.filters.clear')}
    >
      <FilterControl>
        <DepartmentPicker
          size="small"
          label={t('users.filters.department')}
          placeholder={t('users.filters.all')}
          value={params.department}
          onChange={(department) => onFilters({ department, position: null })}
          departments={tree}
          loading={departments.isLoading}
          testId="users-filter-department"
        />
      </FilterControl>
      <FilterControl>
        <OptionSelect
          size="small"
          label={t('users.filters.position')}
          value={params.position}
          onChange={(position) => onFilters({ position })}
          options={positionOptions}
          emptyLabel={t('users.filters.all')}
          testId="users-filter-position"
        />
      </FilterControl>
      <FilterControl>
        <EmployeeAutocomplete
          size="small"
          label={t('users.filters.manager')}
          placeholder={t('users.filters.all')}
          value={params.manager}
          onChange={(manager) => onFilters({ manager })}
          options={employees.data ?? []}
          loading={employees.isLoading}
          testId="users-filter-manager"
        />
      </FilterControl>
    </FilterBar>
  );
}
