import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { DataGridProps, GridSortModel } from '@mui/x-data-grid';
import { useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sort } from '../../lib/list-params.ts';

/**
 * What every server-paged DataGrid shares (the users and evaluations lists): no column menu or
 * filter (the server filters), every row of the page rendered (a page holds at most 100 rows: also
 * what jsdom and print need), and the actions column kept in view when the columns are wider than the
 * screen (a laptop with the sidebar open).
 */
export const SERVER_GRID_PROPS = {
  disableColumnMenu: true,
  disableColumnFilter: true,
  disableRowSelectionOnClick: true,
  disableVirtualization: true,
  autoHeight: true,
  rowHeight: 56,
  sx: {
    border: 0,
    '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within': { outline: 'none' },
    '& .MuiDataGrid-cell[data-field="actions"], & .MuiDataGrid-columnHeader[data-field="actions"]': {
      position: 'sticky',
      right: 0,
      zIndex: 1,
      bgcolor: 'background.paper',
      boxShadow: (theme: Theme) => `-1px 0 0 ${theme.palette.divider}`,
    },
  },
} as const;

/**
 * The DataGrid props of a list the server pages and sorts. The grid shows the rows it is given as one
 * page: the page lives in the URL and the ServerPager below (the grid's own pagination would move to
 * page 1 on every sort-model change, including back and forward). A click on a sortable column asks for
 * the API ordering that `sortFields` maps the column to.
 */
export function useServerGridProps<R, O extends string>({
  rows,
  loading,
  size,
  sortModel,
  sortFields,
  onSort,
}: {
  /** The page's rows. */
  rows: readonly R[];
  loading: boolean;
  /** Rows per page. */
  size: number;
  sortModel: GridSortModel;
  /** Grid column → the API ordering it sorts by. */
  sortFields: Readonly<Record<string, O>>;
  onSort: (sort: Sort<O>) => void;
}) {
  const paginationModel = useMemo(() => ({ page: 0, pageSize: size }), [size]);
  return {
    rows,
    rowCount: rows.length,
    loading,
    paginationMode: 'server',
    sortingMode: 'server',
    filterMode: 'server',
    paginationModel,
    hideFooter: true,
    sortModel,
    sortingOrder: ['asc', 'desc'],
    onSortModelChange: (model: GridSortModel) => {
      const item = model[0];
      const ordering = item ? sortFields[item.field] : undefined;
      if (item && ordering) onSort({ field: ordering, direction: item.sort === 'desc' ? 'desc' : 'asc' });
    },
  } satisfies Partial<DataGridProps>;
}

/**
 * What a server-paged grid takes from its screen: the page's rows; their count (until the first answer,
 * one that keeps the URL's page valid, or the grid would go back to page 1); whether a page is loading;
 * and the list's state with its paging and sorting (lib/list-params.ts).
 */
export function serverGridInput<R, P extends { page: number; size: number }, S>(
  query: { data?: { results: readonly R[]; count: number }; isFetching: boolean },
  list: { params: P; setPage: (page: number, size: number) => void; setSort: (sort: S) => void },
) {
  return {
    rows: query.data?.results ?? [],
    rowCount: query.data?.count ?? list.params.page * list.params.size,
    loading: query.isFetching,
    params: list.params,
    onPage: list.setPage,
    onSort: list.setSort,
  };
}

/**
 * A server-paged list's rows as cards (phones, where a grid's columns do not fit): a list named `label`,
 * busy while the page loads; with `empty` (the page has no rows), "No data" once it has loaded.
 */
export function GridCards({
  label,
  loading,
  empty = false,
  testId,
  children,
}: {
  label: string;
  loading: boolean;
  empty?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={label} aria-busy={loading} data-testid={testId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {empty && !loading && (
        <Typography component="li" color="text.secondary" sx={{ p: 2 }}>
          {t('common.noData')}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** One card of GridCards: a row of the list, its parts side by side. `gap` and `px` in theme spacing. */
export function GridCard({ testId, gap, px, children }: { testId: string; gap: number; px: number; children: ReactNode }) {
  return (
    <Box component="li" data-testid={testId} sx={{ display: 'flex', gap, alignItems: 'flex-start', px, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
      {children}
    </Box>
  );
}

/** The pager under a server-paged list: page (1-based) and rows per page go back to the server. */
export function ServerPager({
  count,
  page,
  size,
  sizes,
  onPage,
  testId,
}: {
  count: number;
  page: number;
  size: number;
  sizes: readonly number[];
  onPage: (page: number, size: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={count === 0 ? 0 : page - 1}
      rowsPerPage={size}
      rowsPerPageOptions={[...sizes]}
      onPageChange={(_event, next) => onPage(next + 1, size)}
      onRowsPerPageChange={(event) => onPage(1, Number(event.target.value))}
      labelRowsPerPage={t('common.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) => t('common.pager.displayedRows', { from, to, count: total })}
      getItemAriaLabel={(button) => t(`common.pager.${button}`)}
      showFirstButton
      showLastButton
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `${testId.replace(/-pagination$/, '')}-page-size` } as HTMLAttributes<HTMLDivElement> } }}
      data-testid={testId}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5 },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
    />
  );
}
