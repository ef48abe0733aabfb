import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

interface AccountPaginationProps {
  count: number;
  /** 0-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  testId: string;
}

export const PAGE_SIZES = [10, 25, 50];

/** Pagination of an account list, in the UI language. */
export function AccountPagination({ count, page, pageSize, onPageChange, onPageSizeChange, testId }: AccountPaginationProps) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage={t('common.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) => t('adminSettings.pagination.displayedRows', { from, to, count: total })}
      getItemAriaLabel={(type) =>
        t(`adminSettings.pagination.${type === 'first' ? 'firstPage' : type === 'last' ? 'lastPage' : type === 'next' ? 'nextPage' : 'previousPage'}`)
      }
      data-testid={testId}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } } }}
    />
  );
}
