import { EVALUATION_KINDS, EVALUATION_ORDERINGS, EVALUATION_PARTIES, type EvaluationKind, type EvaluationParty } from '@performa/contracts/api/evaluations';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EvaluationFilterQuery, EvaluationListQuery } from '../api/keys.ts';

export type Ordering = (typeof EVALUATION_ORDERINGS)[number];
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
const DEFAULT_ORDERING: Ordering = 'evaluatee';

const COMPLETIONS = ['completed', 'not_completed', 'all'] as const;
const CARDS = ['active', 'inactive', 'all'] as const;
const STATES = ['active', 'terminated', 'all'] as const;

/** The list's state, kept in the URL (reload and back restore it). */
export interface EvaluationListParams {
  period: number | null;
  round: number | null;
  page: number;
  size: number;
  sort: { field: Ordering; direction: 'asc' | 'desc' };
  search: string;
  department: number | null;
  position: number | null;
  evaluatee: number | null;
  evaluator: number | null;
  party: EvaluationParty | null;
  kind: EvaluationKind | null;
  completion: (typeof COMPLETIONS)[number];
  card: (typeof CARDS)[number];
  state: (typeof STATES)[number];
}

export type FilterPatch = Partial<Omit<EvaluationListParams, 'page' | 'size' | 'sort' | 'period' | 'round'>>;

const positiveInt = (raw: string | null): number | null => {
  const n = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};
const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T => (values.includes(raw as T) ? (raw as T) : fallback);
const oneOfOrNull = <T extends string>(values: readonly T[], raw: string | null): T | null => (values.includes(raw as T) ? (raw as T) : null);

/** Reads the list state from the query string; anything invalid falls back to the default. */
export function parseListParams(q: URLSearchParams): EvaluationListParams {
  const size = positiveInt(q.get('size'));
  const rawSort = q.get('sort') ?? '';
  const descending = rawSort.startsWith('-');
  const field = (descending ? rawSort.slice(1) : rawSort) as Ordering;
  return {
    period: positiveInt(q.get('period')),
    round: positiveInt(q.get('round')),
    page: positiveInt(q.get('page')) ?? 1,
    size: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: EVALUATION_ORDERINGS.includes(field) ? { field, direction: descending ? 'desc' : 'asc' } : { field: DEFAULT_ORDERING, direction: 'asc' },
    search: q.get('search') ?? '',
    department: positiveInt(q.get('department')),
    position: positiveInt(q.get('position')),
    evaluatee: positiveInt(q.get('evaluatee')),
    evaluator: positiveInt(q.get('evaluator')),
    party: oneOfOrNull(EVALUATION_PARTIES, q.get('party')),
    kind: oneOfOrNull(EVALUATION_KINDS, q.get('kind')),
    completion: oneOf(COMPLETIONS, q.get('completion'), 'all'),
    card: oneOf(CARDS, q.get('card'), 'all'),
    state: oneOf(STATES, q.get('state'), 'active'),
  };
}

/** The filters of the list for a round, as the list, its export and the "all of the round" actions read them; empty ones are left out. */
export function filterQuery(p: EvaluationListParams, round: number): EvaluationFilterQuery {
  return {
    frequency_id: round,
    ...(p.search.trim() ? { search: p.search.trim() } : {}),
    ...(p.department ? { department: p.department } : {}),
    ...(p.position ? { position: p.position } : {}),
    ...(p.evaluatee ? { evaluatee: p.evaluatee } : {}),
    ...(p.evaluator ? { evaluator: p.evaluator } : {}),
    ...(p.party ? { party: p.party } : {}),
    ...(p.kind ? { kind: p.kind } : {}),
    completion: p.completion,
    card: p.card,
    state: p.state,
  };
}

/** The query of a page of the list. */
export function listQuery(p: EvaluationListParams, round: number): EvaluationListQuery {
  return {
    ...filterQuery(p, round),
    page: p.page,
    page_size: p.size,
    ordering: `${p.sort.direction === 'desc' ? '-' : ''}${p.sort.field}`,
  };
}

/** The filters differ from the defaults. */
export const isFiltered = (p: EvaluationListParams) =>
  p.search !== '' ||
  [p.department, p.position, p.evaluatee, p.evaluator, p.party, p.kind].some((v) => v !== null) ||
  p.completion !== 'all' ||
  p.card !== 'all' ||
  p.state !== 'active';

const DEFAULTS: Omit<EvaluationListParams, 'period' | 'round'> = {
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  sort: { field: DEFAULT_ORDERING, direction: 'asc' },
  search: '',
  department: null,
  position: null,
  evaluatee: null,
  evaluator: null,
  party: null,
  kind: null,
  completion: 'all',
  card: 'all',
  state: 'active',
};

function write(p: EvaluationListParams): URLSearchParams {
  const q = new URLSearchParams();
  const set = (key: string, value: string | number | null, fallback: string | number | null) => {
    if (value !== null && value !== fallback && value !== '') q.set(key, String(value));
  };
  set('period', p.period, null);
  set('round', p.round, null);
  set('page', p.page, 1);
  set('size', p.size, DEFAULT_PAGE_SIZE);
  const sort = `${p.sort.direction === 'desc' ? '-' : ''}${p.sort.field}`;
  set('sort', sort, DEFAULT_ORDERING);
  set('search', p.search, '');
  set('department', p.department, null);
  set('position', p.position, null);
  set('evaluatee', p.evaluatee, null);
  set('evaluator', p.evaluator, null);
  set('party', p.party, null);
  set('kind', p.kind, null);
  set('completion', p.completion, 'all');
  set('card', p.card, 'all');
  set('state', p.state, 'active');
  return q;
}

/**
 * The evaluation list's state (period, round, page, size, sort, filters) in the URL's query string.
 * A new filter, sort or page size goes back to page 1; another period forgets the round.
 */
export function useEvaluationListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams), [searchParams]);
  const update = useCallback(
    (patch: (current: EvaluationListParams) => EvaluationListParams, options?: { replace?: boolean }) => {
      const next = write(patch(parseListParams(searchParams)));
      if (next.toString() !== searchParams.toString()) setSearchParams(next, options);
    },
    [searchParams, setSearchParams],
  );
  return {
    params,
    setPeriod: useCallback((period: number) => update((p) => ({ ...p, period, round: null, page: 1 })), [update]),
    setRound: useCallback((round: number) => update((p) => ({ ...p, round, page: 1 })), [update]),
    setPage: useCallback((page: number, size: number) => update((p) => ({ ...p, page: p.size === size ? page : 1, size })), [update]),
    setSort: useCallback((sort: EvaluationListParams['sort']) => update((p) => ({ ...p, sort, page: 1 })), [update]),
    setFilters: useCallback((patch: FilterPatch, options?: { replace?: boolean }) => update((p) => ({ ...p, ...patch, page: 1 }), options), [update]),
    clearFilters: useCallback(() => update((p) => ({ ...DEFAULTS, size: p.size, sort: p.sort, period: p.period, round: p.round })), [update]),
  };
}
