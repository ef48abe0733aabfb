import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { DataGridProps, GridSortModel } from '@mui/x-data-grid';
import { useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sort } from '../../lib/list-params.ts';

const pinned = { position: 'sticky', zIndex: 1, bgcolor: 'background.paper' } as const;

/**
 * What every server-paged DataGrid shares (the users and evaluations lists, the performance panel): no
 * column menu or filter (the server filters), every row of the page rendered (a page holds at most 100
 * rows: also what jsdom and print need). Text is never cut: cells and headers wrap between words and rows
 * grow to hold them (an address may break anywhere); columns keep their minimum widths, and when they
 * are together wider than the screen (a laptop with the sidebar open, a tablet) the grid scrolls sideways
 * with the first column (who or what the row is) and the actions column kept in view.
 */
export const SERVER_GRID_PROPS = {
  disableColumnMenu: true,
  disableColumnFilter: true,
  disableRowSelectionOnClick: true,
  disableVirtualization: true,
  autoHeight: true,
  rowHeight: 56,
  getRowHeight: () => 'auto' as const,
  columnHeaderHeight: 64,
  sx: {
    border: 0,
    '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within': { outline: 'none' },
    // A word breaks only where the column is narrower than it (the columns' minimum widths keep words whole; an address may break).
    '& .MuiDataGrid-cell': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 1, lineHeight: 1.4, display: 'flex', alignItems: 'center' },
    '& .MuiDataGrid-cell .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
    '& .MuiDataGrid-cell .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
    '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
    '& .MuiDataGrid-cell[aria-colindex="1"], & .MuiDataGrid-columnHeader[aria-colindex="1"]': {
      ...pinned,
      left: 0,
      boxShadow: (theme: Theme) => `1px 0 0 ${theme.palette.divider}`,
    },
    '& .MuiDataGrid-cell[data-field="actions"], & .MuiDataGrid-columnHeader[data-field="actions"]': {
      ...pinned,
      right: 0,
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
  sizeLabel,
}: {
  count: number;
  page: number;
  size: number;
  sizes: readonly number[];
  onPage: (page: number, size: number) => void;
  testId: string;
  /** What a page holds, when it is not "Rows per page" (a page of people, each with several rows). */
  sizeLabel?: string;
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
      labelRowsPerPage={sizeLabel ?? t('common.rowsPerPage')}
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
