import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions } from '../../../components/ui/row-actions.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { PAGE_SIZES, type WeightList } from './use-weight-list.ts';
import { ServerPager } from '../../../components/ui/server-grid.tsx';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';

export interface Column {
  key: string;
  label: string;
  numeric?: boolean;
}

export interface WeightsTableProps<R> {
  list: WeightList;
  columns: Column[];
  rows: R[] | undefined;
  count: number;
  loading: boolean;
  rowKey: (row: R) => number;
  cells: (row: R) => ReactNode[];
  empty: string;
  /** What the table lists (the name of its scrolling region). */
  label: string;
  testId: string;
}

/** A searchable, paged table of employees with their weights (the last column holds the row's actions). */
export function WeightsTable<R>({ list, columns, rows, count, loading, rowKey, cells, empty, label, testId }: WeightsTableProps<R>) {
  const { t } = useTranslation();
  return (
    <Box>
      <TextField
        value={list.search}
        onChange={(event) => list.setSearch(event.target.value)}
        placeholder={t('weights.search')}
        size="small"
        sx={{ width: { xs: '100%', sm: 320 }, mb: 1.5 }}
        slotProps={{
          htmlInput: { 'aria-label': t('weights.search'), 'data-testid': `${testId}-search` },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ height: 4 }}>{loading && <LinearProgress />}</Box>
      <ScrollTable label={label} minWidth={columns.length * 96} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" data-testid={testId}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {c.label}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {t('common.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map((row) => (
              <TableRow key={rowKey(row)} hover data-testid={`${testId}-row-${rowKey(row)}`}>
                {cells(row).map((cell, i) => (
                  <TableCell key={columns[i]?.key ?? 'actions'} align={columns[i]?.numeric || i === columns.length ? 'right' : 'left'}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows?.length === 0 && <EmptyRow colSpan={columns.length + 1} text={empty} testId={`${testId}-empty`} />}
          </TableBody>
        </Table>
      </ScrollTable>
      <ServerPager
        count={count}
        page={list.page + 1}
        size={list.pageSize}
        sizes={PAGE_SIZES}
        onPage={(page, size) => (size === list.pageSize ? list.setPage(page - 1) : list.setPageSize(size))}
        testId={`${testId}-pagination`}
      />
    </Box>
  );
}

/** The employee cell: name with the employee number under it. */
export function EmployeeCell({ name, number }: { name: string; number: string }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {number}
      </Typography>
    </Box>
  );
}

/** Edit and (when there is something to remove) remove buttons of a row. */
export function RowActions({
  editLabel,
  removeLabel,
  onEdit,
  onRemove,
  testId,
}: {
  editLabel: string;
  removeLabel: string;
  onEdit: () => void;
  onRemove?: () => void;
  testId: string;
}) {
  return (
    <EditDeleteActions
      editLabel={editLabel}
      deleteLabel={removeLabel}
      onEdit={onEdit}
      onDelete={onRemove}
      editTestId={`${testId}-edit`}
      deleteTestId={`${testId}-remove`}
    />
  );
}
