import type { GridLocaleText } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The data grid's texts in the UI language (empty overlay, sort and action labels, and pagination should a grid use its own). */
export function useGridLocaleText(): Partial<GridLocaleText> {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      noRowsLabel: t('common.noData'),
      noResultsOverlayLabel: t('common.noData'),
      paginationRowsPerPage: t('common.rowsPerPage'),
      paginationDisplayedRows: ({ from, to, count, estimated }) =>
        count === -1 && !estimated
          ? t('common.pager.displayedRowsMore', { from, to })
          : t('common.pager.displayedRows', { from, to, count: count === -1 ? (estimated ?? to) : count }),
      paginationItemAriaLabel: (type) => t(`common.pager.${type}`),
      columnHeaderSortIconLabel: t('users.grid.sortIcon'),
      actionsCellMore: t('users.grid.more'),
    }),
    // i18n.language: the texts change with the language.
    [t, i18n.language],
  );
}
