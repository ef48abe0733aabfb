import type { EmployeeStatus } from '@performa/contracts/api/employees';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EmployeeListQuery } from '../../../api/organisation.ts';

/** The orderings the API accepts (EMPLOYEE_ORDERINGS of the contracts), spelled here to keep zod out of the page. */
export const ORDERINGS = ['employee_number', 'full_name', 'first_name', 'last_name', 'department', 'position', 'manager', 'status'] as const;
export type Ordering = (typeof ORDERINGS)[number];

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** The list is sorted by what its name column shows, "First Last" (docs/product.md §2.7). */
export const DEFAULT_ORDERING: Ordering = 'full_name';

export interface EmployeeListParams {
  /** 1-based. */
  page: number;
  size: number;
  sort: { field: Ordering; direction: 'asc' | 'desc' };
  search: string;
  department: number | null;
  position: number | null;
  manager: number | null;
}

export type FilterPatch = Partial<Pick<EmployeeListParams, 'search' | 'department' | 'position' | 'manager'>>;

const positiveInt = (raw: string | null): number | null => {
  const n = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** Reads the list state from the page's query string; anything invalid falls back to the default. */
export function parseListParams(params: URLSearchParams): EmployeeListParams {
  const size = positiveInt(params.get('size'));
  const rawSort = params.get('sort') ?? '';
  const descending = rawSort.startsWith('-');
  const field = (descending ? rawSort.slice(1) : rawSort) as Ordering;
  const validSort = (ORDERINGS as readonly string[]).includes(field);
  return {
    page: positiveInt(params.get('page')) ?? 1,
    size: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: validSort ? { field, direction: descending ? 'desc' : 'asc' } : { field: DEFAULT_ORDERING, direction: 'asc' },
    search: params.get('search') ?? '',
    department: positiveInt(params.get('department')),
    position: positiveInt(params.get('position')),
    manager: positiveInt(params.get('manager')),
  };
}

/** The query of the employee list (employeeRoutes.listEmployees) for this state; empty filters are left out. */
export function serverQuery(p: EmployeeListParams, status: EmployeeStatus): EmployeeListQuery {
  return {
    page: p.page,
    page_size: p.size,
    ordering: `${p.sort.direction === 'desc' ? '-' : ''}${p.sort.field}`,
    status,
    ...(p.search.trim() ? { search: p.search.trim() } : {}),
    ...(p.department ? { department: p.department } : {}),
    ...(p.position ? { position: p.position } : {}),
    ...(p.manager ? { manager: p.manager } : {}),
  };
}

const LIST_KEYS = ['page', 'size', 'sort', 'search', 'department', 'position', 'manager'];

/** The list state written over `base`, whose other parameters (a host page's own) are kept. */
function write(p: EmployeeListParams, base: URLSearchParams): URLSearchParams {
  const q = new URLSearchParams(base);
  LIST_KEYS.forEach((key) => q.delete(key));
  if (p.page > 1) q.set('page', String(p.page));
  if (p.size !== DEFAULT_PAGE_SIZE) q.set('size', String(p.size));
  if (p.sort.field !== DEFAULT_ORDERING || p.sort.direction !== 'asc') q.set('sort', `${p.sort.direction === 'desc' ? '-' : ''}${p.sort.field}`);
  if (p.search) q.set('search', p.search);
  if (p.department) q.set('department', String(p.department));
  if (p.position) q.set('position', String(p.position));
  if (p.manager) q.set('manager', String(p.manager));
  return q;
}

/**
 * The list state (page, page size, sort, filters, search) kept in the URL's query string, so that
 * reload and back restore it. Changing the sort, the page size or a filter goes back to page 1.
 */
export function useEmployeeListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams), [searchParams]);

  const update = useCallback(
    (patch: (current: EmployeeListParams) => EmployeeListParams, options?: { replace?: boolean }) => {
      const next = write(patch(parseListParams(searchParams)), searchParams);
      // The same state again (a click on the current page) adds no history entry.
      if (next.toString() !== searchParams.toString()) setSearchParams(next, options);
    },
    [searchParams, setSearchParams],
  );

  return {
    params,
    setPage: useCallback((page: number, size: number) => update((p) => ({ ...p, page: p.size === size ? page : 1, size })), [update]),
    setSort: useCallback((sort: EmployeeListParams['sort']) => update((p) => ({ ...p, sort, page: 1 })), [update]),
    /** Typing in the search box replaces the history entry instead of adding one per keystroke. */
    setFilters: useCallback((patch: FilterPatch, options?: { replace?: boolean }) => update((p) => ({ ...p, ...patch, page: 1 }), options), [update]),
    clearFilters: useCallback(() => update((p) => ({ ...p, search: '', department: null, position: null, manager: null, page: 1 })), [update]),
  };
}
