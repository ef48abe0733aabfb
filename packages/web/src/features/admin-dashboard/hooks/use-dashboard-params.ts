import { useCallback, useMemo, useRef, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { param, type UrlParam } from '../../../lib/list-params.ts';
import { TOP_TEN_RANKINGS, type TopTenRanking } from '../api/keys.ts';

/** What the admin dashboard keeps in the URL: the period and round it shows, and how the top 10 is ranked and filtered. */
export interface DashboardParams {
  period: number | null;
  round: number | null;
  /** `?rank=`: what the top 10 and bottom 10 rank by. */
  ranking: TopTenRanking;
  department: number | null;
  position: number | null;
}

const FIELDS: { [K in keyof DashboardParams]: UrlParam<DashboardParams[K]> } = {
  period: param.id(),
  round: param.id(),
  ranking: { ...param.choice(TOP_TEN_RANKINGS, 'score'), name: 'rank' },
  department: param.id(),
  position: param.id(),
};

const keys = Object.keys(FIELDS) as (keyof DashboardParams)[];
const nameOf = (key: keyof DashboardParams) => FIELDS[key].name ?? key;

function read(query: URLSearchParams): DashboardParams {
  return {
    period: FIELDS.period.read(query.get(nameOf('period'))),
    round: FIELDS.round.read(query.get(nameOf('round'))),
    ranking: FIELDS.ranking.read(query.get(nameOf('ranking'))),
    department: FIELDS.department.read(query.get(nameOf('department'))),
    position: FIELDS.position.read(query.get(nameOf('position'))),
  };
}

/** The query string with `patch` written over `base`: a default is left out, the URL's other parameters are kept. */
function write(base: URLSearchParams, patch: Partial<DashboardParams>): URLSearchParams {
  const query = new URLSearchParams(base);
  for (const key of keys) {
    if (!(key in patch)) continue;
    const field = FIELDS[key] as UrlParam<unknown>;
    const text = field.write(patch[key]) ?? '';
    if (text === '' || text === (field.write(field.fallback) ?? '')) query.delete(nameOf(key));
    else query.set(nameOf(key), text);
  }
  return query;
}

/**
 * The dashboard's choices in the URL (`?period=&round=&rank=&department=&position=`, docs/product.md §7.9), so that
 * reload, back and a shared link show the same round and list. Another period forgets the round (the server
 * shows that period's current round).
 */
export function useDashboardParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => read(searchParams), [searchParams]);
  // Changes made before the URL re-renders build on each other.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [searchParams]);
  const update = useCallback(
    (patch: Partial<DashboardParams>) => {
      const base = pending.current ?? searchParams;
      const next = write(base, patch);
      if (next.toString() === base.toString()) return;
      pending.current = next;
      setSearchParams(next);
    },
    [searchParams, setSearchParams],
  );
  return {
    params,
    setPeriod: useCallback((period: number) => update({ period, round: null }), [update]),
    setRound: useCallback((period: number | null, round: number) => update({ period, round }), [update]),
    setRanking: useCallback((ranking: TopTenRanking) => update({ ranking }), [update]),
    setFilters: useCallback((patch: Partial<Pick<DashboardParams, 'department' | 'position'>>) => update(patch), [update]),
  };
}
