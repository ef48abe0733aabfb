import { PANEL_ORDERINGS } from '@performa/contracts/api/results';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { PanelExportQuery, PanelQuery } from '../api/keys.ts';

export type PanelOrdering = (typeof PANEL_ORDERINGS)[number];
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
const DEFAULT_ORDERING: PanelOrdering = 'full_name';

export const PANEL_TABS = ['results', 'goals', 'skills', 'calibration'] as const;
export type PanelTab = (typeof PANEL_TABS)[number];
export const EVALUATED = ['all', 'with_results', 'without_results'] as const;
export type Evaluated = (typeof EVALUATED)[number];

/** The panel's state, kept in the URL (reload, back and a shared link restore it). */
export interface PanelParams {
  tab: PanelTab;
  period: number | null;
  round: number | null;
  page: number;
  size: number;
  sort: { field: PanelOrdering; direction: 'asc' | 'desc' };
  search: string;
  department: number | null;
  /** Only this employee's direct reports. */
  manager: number | null;
  position: number | null;
  grade: number | null;
  scoreMin: number | null;
  scoreMax: number | null;
  evaluated: Evaluated;
}

export type PanelFilterPatch = Partial<Pick<PanelParams, 'search' | 'department' | 'manager' | 'position' | 'grade' | 'scoreMin' | 'scoreMax' | 'evaluated'>>;

const positiveInt = (raw: string | null): number | null => {
  const n = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};
/** A score bound: a number from 0 to 1000 (a numerical goal may pass 100), else none. */
const scoreOf = (raw: string | null): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= 1000 ? n : null;
};
const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T => (values.includes(raw as T) ? (raw as T) : fallback);

/** Reads the panel's state from the query string; anything invalid falls back to the default. */
export function parsePanelParams(q: URLSearchParams): PanelParams {
  const size = positiveInt(q.get('size'));
  const rawSort = q.get('sort') ?? '';
  const descending = rawSort.startsWith('-');
  const field = (descending ? rawSort.slice(1) : rawSort) as PanelOrdering;
  return {
    tab: oneOf(PANEL_TABS, q.get('tab'), 'results'),
    period: positiveInt(q.get('period')),
    round: positiveInt(q.get('round')),
    page: positiveInt(q.get('page')) ?? 1,
    size: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: PANEL_ORDERINGS.includes(field) ? { field, direction: descending ? 'desc' : 'asc' } : { field: DEFAULT_ORDERING, direction: 'asc' },
    search: q.get('search') ?? '',
    department: positiveInt(q.get('department')),
    manager: positiveInt(q.get('manager')),
    position: positiveInt(q.get('position')),
    grade: positiveInt(q.get('grade')),
    scoreMin: scoreOf(q.get('score_min')),
    scoreMax: scoreOf(q.get('score_max')),
    evaluated: oneOf(EVALUATED, q.get('evaluated'), 'all'),
  };
}

const orderingOf = (p: PanelParams) => `${p.sort.direction === 'desc' ? '-' : ''}${p.sort.field}`;

/** The panel's filters and order for a round, as the export takes them; empty filters are left out. */
export function exportQuery(p: PanelParams, round: number): PanelExportQuery {
  return {
    frequency_id: round,
    ...(p.search.trim() ? { search: p.search.trim() } : {}),
    ...(p.department ? { department: p.department } : {}),
    ...(p.manager ? { manager: p.manager } : {}),
    ...(p.position ? { position: p.position } : {}),
    ...(p.grade ? { grade: p.grade } : {}),
    ...(p.scoreMin !== null ? { score_min: p.scoreMin } : {}),
    ...(p.scoreMax !== null ? { score_max: p.scoreMax } : {}),
    evaluated: p.evaluated,
    ordering: orderingOf(p),
  };
}

/** The query of a page of the panel (and of its goals and competencies tabs). */
export function panelQuery(p: PanelParams, round: number): PanelQuery {
  return { ...exportQuery(p, round), page: p.page, page_size: p.size };
}

/** The filters differ from the defaults. */
export const isFiltered = (p: PanelParams) =>
  p.search !== '' || [p.department, p.manager, p.position, p.grade, p.scoreMin, p.scoreMax].some((v) => v !== null) || p.evaluated !== 'all';

const NO_FILTERS: Required<PanelFilterPatch> = {
  search: '',
  department: null,
  manager: null,
  position: null,
  grade: null,
  scoreMin: null,
  scoreMax: null,
  evaluated: 'all',
};

function write(p: PanelParams): URLSearchParams {
  const q = new URLSearchParams();
  const set = (key: string, value: string | number | null, fallback: string | number | null) => {
    if (value !== null && value !== fallback && value !== '') q.set(key, String(value));
  };
  set('tab', p.tab, 'results');
  set('period', p.period, null);
  set('round', p.round, null);
  set('page', p.page, 1);
  set('size', p.size, DEFAULT_PAGE_SIZE);
  set('sort', orderingOf(p), DEFAULT_ORDERING);
  set('search', p.search, '');
  set('department', p.department, null);
  set('manager', p.manager, null);
  set('position', p.position, null);
  set('grade', p.grade, null);
  set('score_min', p.scoreMin, null);
  set('score_max', p.scoreMax, null);
  set('evaluated', p.evaluated, 'all');
  return q;
}

/**
 * The panel's state (tab, period, round, page, size, sort, filters) in the URL's query string. A new
 * filter, sort or page size goes back to page 1; another period forgets the round.
 */
export function usePanelParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parsePanelParams(searchParams), [searchParams]);
  // Changes made before the URL re-renders (two filters settling at once) build on each other.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [searchParams]);
  const update = useCallback(
    (patch: (current: PanelParams) => PanelParams, options?: { replace?: boolean }) => {
      const base = pending.current ?? searchParams;
      const next = write(patch(parsePanelParams(base)));
      if (next.toString() === base.toString()) return;
      pending.current = next;
      setSearchParams(next, options);
    },
    [searchParams, setSearchParams],
  );
  return {
    params,
    setTab: useCallback((tab: PanelTab) => update((p) => ({ ...p, tab }), { replace: true }), [update]),
    setPeriod: useCallback((period: number) => update((p) => ({ ...p, period, round: null, page: 1 })), [update]),
    setRound: useCallback((round: number) => update((p) => ({ ...p, round, page: 1 })), [update]),
    setPage: useCallback((page: number, size: number) => update((p) => ({ ...p, page: p.size === size ? page : 1, size })), [update]),
    setSort: useCallback((sort: PanelParams['sort']) => update((p) => ({ ...p, sort, page: 1 })), [update]),
    setFilters: useCallback((patch: PanelFilterPatch) => update((p) => ({ ...p, ...patch, page: 1 })), [update]),
    clearFilters: useCallback(() => update((p) => ({ ...p, ...NO_FILTERS, page: 1 })), [update]),
  };
}
