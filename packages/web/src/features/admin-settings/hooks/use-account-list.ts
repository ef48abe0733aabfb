import { useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import type { AccountQuery } from '../api/keys.ts';

/**
 * The search box and paging of an account list. `query` is what to fetch (the search debounced,
 * the page 1-based); a new search or page size goes back to the first page. `searchField` and
 * `pagination` are the props of SearchField and ServerPager.
 */
const PAGE_SIZES = [10, 25, 50];

export function useAccountList() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const query: AccountQuery = { search: debounced, page: page + 1, pageSize };
  return {
    query,
    searchField: {
      value: search,
      onChange: (value: string) => {
        setSearch(value);
        setPage(0);
      },
    },
    pagination: {
      page: page + 1,
      size: pageSize,
      sizes: PAGE_SIZES,
      onPage: (next: number, size: number) => {
        setPageSize(size);
        setPage(next - 1);
      },
    },
  };
}
