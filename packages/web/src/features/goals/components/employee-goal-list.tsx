import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EmployeeGoalsRow, RoundTotal } from '@performa/contracts/api/goals';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { EMPLOYEE_PAGE_SIZE, useEmployeeGoals } from '../api/get-employee-goals.ts';
import { useGoalOptions } from '../api/get-goal-options.ts';
import { numberText } from '../../../lib/numbers.ts';
import { incompleteRounds } from './round-totals.tsx';

/** "Weights incomplete", naming the rounds that are (docs/product.md §3.10). */
function incompleteLabel(t: TFunction, rounds: readonly RoundTotal[]) {
  const names = incompleteRounds(rounds);
  return names ? t('goals.employees.incompleteIn', { rounds: names }) : t('goals.employees.incomplete');
}

function Totals({ row }: { row: EmployeeGoalsRow }) {
  const { t } = useTranslation();
  return (
    <Stack component="span" direction="row" sx={{ gap: 0.75, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
      <Chip
        component="span"
        size="small"
        color={row.complete ? 'success' : 'warning'}
        variant={row.complete ? 'filled' : 'outlined'}
        label={row.complete ? t('goals.employees.complete') : incompleteLabel(t, row.rounds)}
        data-testid={`employee-complete-${row.id}`}
      />
      <span>{t('goals.employees.goalCount', { count: row.goal_count })}</span>
      <span>{row.rounds.map((r) => `${r.name || t('goals.totals.wholePeriod')}: ${numberText(r.total)}`).join(' · ')}</span>
    </Stack>
  );
}

/** The employees of the period with their goal totals and completeness; search, department filter, paging. */
export function EmployeeGoalList({ periodId, selected, onSelect }: { periodId: number; selected: number | null; onSelect: (id: number) => void }) {
  const { t } = useTranslation();
  const departments = useGoalOptions().data?.departments ?? [];
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search, 300);
  const list = useEmployeeGoals({ period: periodId, search: debounced, department, page });
  const rows = list.data?.results ?? [];
  const pages = Math.ceil((list.data?.count ?? 0) / EMPLOYEE_PAGE_SIZE);

  return (
    <>
      <TextField
        size="small"
        type="search"
        label={t('goals.employees.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        slotProps={{ htmlInput: { 'data-testid': 'goal-employees-search' } }}
      />
      <TextField
        select
        size="small"
        label={t('goals.employees.department')}
        value={department ?? ''}
        onChange={(event) => {
          setDepartment(event.target.value === '' ? null : Number(event.target.value));
          setPage(1);
        }}
        slotProps={{
          select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'goal-employees-department' } as object },
          inputLabel: { shrink: true },
        }}
      >
        <MenuItem value="">{t('goals.employees.allDepartments')}</MenuItem>
        {departments.map((d) => (
          <MenuItem key={d.id} value={d.id} data-testid={`goal-employees-department-option-${d.id}`}>
            {d.name}
          </MenuItem>
        ))}
      </TextField>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }} data-testid="goal-employees-empty">
          {list.isPending ? t('common.loading') : t('goals.employees.none')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: { xs: 300, md: 600 }, overflowY: 'auto' }} data-testid="goal-employees">
          {rows.map((row) => (
            <li key={row.id}>
              <ListItemButton selected={row.id === selected} onClick={() => onSelect(row.id)} data-testid={`goal-employee-${row.id}`}>
                <ListItemText
                  primary={row.full_name}
                  secondary={
                    <>
                      <span>{`${row.employee_number} · ${row.position?.name ?? t('goals.employees.noPosition')}`}</span>
                      <Totals row={row} />
                    </>
                  }
                  slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } }, secondary: { component: 'div' } }}
                />
              </ListItemButton>
            </li>
          ))}
        </List>
      )}
      {pages > 1 && <Pagination size="small" count={pages} page={page} onChange={(_, next) => setPage(next)} sx={{ alignSelf: 'center' }} />}
    </>
  );
}
