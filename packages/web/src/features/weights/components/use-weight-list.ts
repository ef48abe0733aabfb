import { useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { listQuery } from '../api/keys.ts';

export const PAGE_SIZES = [10, 25, 50];

/** Page, page size and search of a weights list; the search is sent 300 ms after the last keystroke. */
export function useWeightList() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search);
  return {
    query: listQuery({ page, pageSize, search: settled }),
    page,
    pageSize,
    search,
    setSearch: (text: string) => {
      setSearch(text);
      setPage(0);
    },
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
  };
}

export type WeightList = ReturnType<typeof useWeightList>;
