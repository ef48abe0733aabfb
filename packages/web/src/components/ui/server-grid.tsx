import TablePagination from '@mui/material/TablePagination';
import type { Theme } from '@mui/material/styles';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

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
