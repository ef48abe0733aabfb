import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepartments, useEmployeeOptions, usePositions } from '../../../api/organisation.ts';
import { subtreeIds } from '../../../lib/tree.ts';
import type { EmployeeListParams, FilterPatch } from '../hooks/use-employee-list-params.ts';
import { DepartmentPicker, departmentPaths } from './department-picker.tsx';
import { EmployeeAutocomplete } from './employee-autocomplete.tsx';
import { OptionSelect, type SelectOption } from './option-select.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box: the URL (and so the request) follows the text 300 ms after the last keystroke.
 * Starting a search adds a history entry; refining it replaces that entry, so back leaves the search.
 */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // Back, forward or "clear filters" change the URL: the box follows.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The timer calls the latest callback: the URL may have changed meanwhile (another filter).
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A search still waiting must not undo a change made elsewhere (clear filters, back).
  useEffect(() => clearTimeout(timer.current), [value]);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(next), SEARCH_DEBOUNCE_MS);
  };

  return (
    <TextField
      size="small"
      type="search"
      label={t('users.searchLabel')}
      placeholder={t('users.searchPlaceholder')}
      value={text}
      onChange={(event) => change(event.target.value)}
      sx={{ flex: { xs: '1 1 100%', md: '1 1 300px' }, minWidth: { md: 260 } }}
      slotProps={{
        htmlInput: { maxLength: 200, 'data-testid': 'users-search' },
        inputLabel: { shrink: true },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export interface EmployeeFiltersProps {
  params: EmployeeListParams;
  onFilters: (patch: FilterPatch, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

const control = { flex: { xs: '1 1 100%', sm: '1 1 200px' }, minWidth: { sm: 180 }, maxWidth: { md: 280 } };

/**
 * The list's filters: search, department (any of the tree; the list shows everyone below it too), position
 * (of that department and the departments below it, at any depth, when one is chosen) and manager.
 */
export function EmployeeFilters({ params, onFilters, onClear }: EmployeeFiltersProps) {
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

  const filtered = params.search !== '' || params.department !== null || params.position !== null || params.manager !== null;

  return (
    <Box data-testid="users-filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <SearchBox value={params.search} onSearch={(search) => onFilters({ search }, { replace: params.search !== '' && search !== '' })} />
      <Box sx={control}>
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
      </Box>
      <Box sx={control}>
        <OptionSelect
          size="small"
          label={t('users.filters.position')}
          value={params.position}
          onChange={(position) => onFilters({ position })}
          options={positionOptions}
          emptyLabel={t('users.filters.all')}
          testId="users-filter-position"
        />
      </Box>
      <Box sx={control}>
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
      </Box>
      {filtered && (
        <Button size="small" onClick={onClear} startIcon={<FilterAltOffIcon />} data-testid="users-clear-filters" sx={{ height: 40 }}>
          {t('users.filters.clear')}
        </Button>
      )}
    </Box>
  );
}
