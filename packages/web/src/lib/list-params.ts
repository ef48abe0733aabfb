import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The state of a server-paged list (page, page size, sort, filters, and what the list is of, such as
 * a period and a round) kept in the URL's query string, so that reload, back and a shared link
 * restore it. Each list declares its parameters once (defineList) and reads and changes them with
 * useListParams. Anything in the URL that does not read falls back to the default; a default is
 * never written, and the URL's other parameters (a host page's own, such as ?tab=) are kept.
 */

/** The page sizes of a server-paged list, and the one it starts with. */
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export interface Sort<O extends string> {
  field: O;
  direction: 'asc' | 'desc';
}

/** The `ordering` the server reads for a sort: the field, with '-' in front when descending. */
export const orderingOf = (sort: Sort<string>) => `${sort.direction === 'desc' ? '-' : ''}${sort.field}`;

/** One value kept in a parameter of the URL. */
export interface UrlParam<T> {
  /** The value when the URL has none, or one that does not read; it is never written. */
  fallback: T;
  /** The parameter's name in the URL, when it is not the field's own. */
  name?: string;
  read(raw: string | null): T;
  /** The parameter's text; null or '' leaves it out. */
  write(value: T): string | null;
}

type Fields = Record<string, UrlParam<unknown>>;
type Values<F extends Fields> = { [K in keyof F]: F[K] extends UrlParam<infer T> ? T : never };

/** The largest id (and page) a URL may name: the contracts' bound of an id (ADR 13). */
const MAX_ID = 2_147_483_647;

/** A whole number from 1 to MAX_ID, else null. */
const positive = (raw: string | null): number | null => {
  const n = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_ID ? n : null;
};

const isOneOf = <T extends string>(values: readonly T[], raw: unknown): raw is T => values.some((value) => value === raw);

/** The kinds of URL parameters a list uses. */
export const param = {
  /** A record's id (a department, a round…), else none. */
  id: (): UrlParam<number | null> => ({ fallback: null, read: positive, write: (value) => (value === null ? null : String(value)) }),
  /** Typed text (a search), else ''. */
  text: (): UrlParam<string> => ({ fallback: '', read: (raw) => raw ?? '', write: (value) => value }),
  /** One of fixed choices, else `fallback`. */
  choice: <T extends string>(values: readonly T[], fallback: T): UrlParam<T> => ({
    fallback,
    read: (raw) => (isOneOf(values, raw) ? raw : fallback),
    write: (value) => value,
  }),
  /** One of fixed choices, else none. */
  optionalChoice: <T extends string>(values: readonly T[]): UrlParam<T | null> => ({
    fallback: null,
    read: (raw) => (isOneOf(values, raw) ? raw : null),
    write: (value) => value,
  }),
  /** A number from `min` to `max` (a fraction too), else none. */
  number: (min: number, max: number): UrlParam<number | null> => ({
    fallback: null,
    read: (raw) => {
      if (raw === null || raw.trim() === '') return null;
      const n = Number(raw);
      return Number.isFinite(n) && n >= min && n <= max ? n : null;
    },
    write: (value) => (value === null ? null : String(value)),
  }),
};

/** A list's parameters, declared once with defineList. */
export interface ListDefinition<O extends string, C extends Fields, F extends Fields> {
  /** The orderings the server accepts for the list, and the one it starts with (ascending). */
  orderings: readonly O[];
  defaultOrdering: O;
  /** What the list is of (a period and a round): written before the page; changing it goes back to page 1. */
  context?: C;
  /** The filters: changing one goes back to page 1, and "clear filters" sets them all back. */
  filters: F;
}

/** A list's state: page (from 1), page size, sort, and the values of its context and filters. */
export type ListParams<O extends string, C extends Fields, F extends Fields> = { page: number; size: number; sort: Sort<O> } & Values<C> & Values<F>;

/** The state of a list declared with defineList. */
export type ListParamsOf<D> = D extends ListDefinition<infer O, infer C, infer F> ? ListParams<O, C, F> : never;

/** A change of some filters of a list declared with defineList. */
export type FilterPatchOf<D> = D extends ListDefinition<string, Fields, infer F> ? Partial<Values<F>> : never;

/** Declares a list's parameters (its types are inferred from them). */
export const defineList = <O extends string, C extends Fields = Record<never, never>, F extends Fields = Record<never, never>>(
  definition: ListDefinition<O, C, F>,
) => definition;

const entries = (fields: Fields | undefined) => Object.entries(fields ?? {});
const nameOf = (key: string, field: UrlParam<unknown>) => field.name ?? key;
/** A value's text in the URL ('' for none). */
const textOf = (field: UrlParam<unknown>, value: unknown) => field.write(value) ?? '';

function readFields<F extends Fields>(fields: F | undefined, query: URLSearchParams): Values<F> {
  // Each value is read by its own field: the mapped type holds by construction.
  return Object.fromEntries(entries(fields).map(([key, field]) => [key, field.read(query.get(nameOf(key, field)))])) as Values<F>;
}

/** Reads a list's state from a query string; anything that does not read falls back to its default. */
export function readList<O extends string, C extends Fields, F extends Fields>(
  definition: ListDefinition<O, C, F>,
  query: URLSearchParams,
): ListParams<O, C, F> {
  const size = positive(query.get('size'));
  const rawSort = query.get('sort') ?? '';
  const descending = rawSort.startsWith('-');
  const field = descending ? rawSort.slice(1) : rawSort;
  return {
    ...readFields(definition.context, query),
    page: positive(query.get('page')) ?? 1,
    size: size !== null && PAGE_SIZES.some((s) => s === size) ? size : DEFAULT_PAGE_SIZE,
    sort: isOneOf(definition.orderings, field) ? { field, direction: descending ? 'desc' : 'asc' } : { field: definition.defaultOrdering, direction: 'asc' },
    ...readFields(definition.filters, query),
  };
}

/** The query string of a list's state over `base`, whose other parameters are kept; defaults are left out. */
export function writeList<O extends string, C extends Fields, F extends Fields>(
  definition: ListDefinition<O, C, F>,
  params: ListParams<O, C, F>,
  base: URLSearchParams,
): URLSearchParams {
  const query = new URLSearchParams(base);
  const values: Record<string, unknown> = params;
  const listed: Array<[name: string, text: string, fallback: string]> = [
    ...entries(definition.context).map(([key, field]): [string, string, string] => [
      nameOf(key, field),
      textOf(field, values[key]),
      textOf(field, field.fallback),
    ]),
    ['page', String(params.page), '1'],
    ['size', String(params.size), String(DEFAULT_PAGE_SIZE)],
    ['sort', orderingOf(params.sort), definition.defaultOrdering],
    ...entries(definition.filters).map(([key, field]): [string, string, string] => [
      nameOf(key, field),
      textOf(field, values[key]),
      textOf(field, field.fallback),
    ]),
  ];
  for (const [name] of listed) query.delete(name);
  for (const [name, text, fallback] of listed) if (text !== '' && text !== fallback) query.set(name, text);
  return query;
}

/** How many filters differ from their defaults (the search among them). */
export function activeFilters<O extends string, C extends Fields, F extends Fields>(definition: ListDefinition<O, C, F>, params: ListParams<O, C, F>): number {
  const values: Record<string, unknown> = params;
  return entries(definition.filters).filter(([key, field]) => textOf(field, values[key]) !== textOf(field, field.fallback)).length;
}

/** Every filter at its default. */
const noFilters = <F extends Fields>(filters: F): Values<F> => readFields(filters, new URLSearchParams());

/**
 * A list's state in the URL, and its changes. A new sort, page size, filter or context goes back to
 * page 1; the same state again adds no history entry. Changes made before the URL re-renders (two
 * filters settling at once) build on each other.
 */
export function useListParams<O extends string, C extends Fields, F extends Fields>(definition: ListDefinition<O, C, F>) {
  type Params = ListParams<O, C, F>;
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readList(definition, searchParams), [definition, searchParams]);
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [searchParams]);

  const update = useCallback(
    (patch: (current: Params) => Params, options?: { replace?: boolean }) => {
      const base = pending.current ?? searchParams;
      const next = writeList(definition, patch(readList(definition, base)), base);
      if (next.toString() === base.toString()) return;
      pending.current = next;
      setSearchParams(next, options);
    },
    [definition, searchParams, setSearchParams],
  );

  return {
    params,
    /** How many filters are set (FilterBar's `active`). */
    active: activeFilters(definition, params),
    setPage: useCallback((page: number, size: number) => update((p) => ({ ...p, page: p.size === size ? page : 1, size })), [update]),
    setSort: useCallback((sort: Sort<O>) => update((p) => ({ ...p, sort, page: 1 })), [update]),
    /** `replace`: no new history entry (a search being refined). */
    setFilters: useCallback((patch: Partial<Values<F>>, options?: { replace?: boolean }) => update((p) => ({ ...p, ...patch, page: 1 }), options), [update]),
    clearFilters: useCallback(() => update((p) => ({ ...p, ...noFilters(definition.filters), page: 1 })), [update, definition]),
    setContext: useCallback((patch: Partial<Values<C>>) => update((p) => ({ ...p, ...patch, page: 1 })), [update]),
  };
}

/** What a page of a server-paged list answers. */
interface PageAnswer {
  count: number;
  results: readonly unknown[];
}

/**
 * A page past the end (rows removed, or an old link) moves to the last page once the answer says so.
 * `answer` is the shown page's answer (undefined while none is shown).
 */
export function useLastPageFallback(
  answer: PageAnswer | undefined,
  { params, setPage }: { params: { page: number; size: number }; setPage: (page: number, size: number) => void },
) {
  const count = answer?.count ?? 0;
  const emptyPage = answer !== undefined && answer.results.length === 0;
  useEffect(() => {
    if (emptyPage && count > 0 && params.page > 1) setPage(Math.max(1, Math.ceil(count / params.size)), params.size);
  }, [emptyPage, count, params.page, params.size, setPage]);
}
