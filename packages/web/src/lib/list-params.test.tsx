import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { activeFilters, defineList, orderingOf, param, readList, useLastPageFallback, useListParams, writeList, type ListParamsOf } from './list-params.ts';

const list = defineList({
  orderings: ['name', 'score', 'department'] as const,
  defaultOrdering: 'name',
  context: { period: param.id(), round: param.id() },
  filters: {
    search: param.text(),
    department: param.id(),
    party: param.optionalChoice(['manager', 'self'] as const),
    state: param.choice(['active', 'terminated', 'all'] as const, 'active'),
    scoreMin: { ...param.number(0, 1000), name: 'score_min' },
  },
});
type Params = ListParamsOf<typeof list>;

const read = (query: string) => readList(list, new URLSearchParams(query));
const write = (params: Params, base = '') => writeList(list, params, new URLSearchParams(base)).toString();

const DEFAULTS: Params = {
  period: null,
  round: null,
  page: 1,
  size: 25,
  sort: { field: 'name', direction: 'asc' },
  search: '',
  department: null,
  party: null,
  state: 'active',
  scoreMin: null,
};

describe('a list’s state in the URL: reading', () => {
  it('reads every parameter, by its name in the URL', () => {
    expect(read('period=3&round=7&page=4&size=50&sort=-score&search=ali&department=12&party=self&state=all&score_min=60.5')).toEqual({
      period: 3,
      round: 7,
      page: 4,
      size: 50,
      sort: { field: 'score', direction: 'desc' },
      search: 'ali',
      department: 12,
      party: 'self',
      state: 'all',
      scoreMin: 60.5,
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(read('')).toEqual(DEFAULTS);
  });

  it('falls back to the default for anything that does not read', () => {
    expect(read('page=0&size=30&sort=-nope&department=-1&round=1.5&period=2147483648&party=boss&state=gone&score_min=1001')).toEqual(DEFAULTS);
    expect(read('page=abc&size=&sort=&department=&score_min=%20')).toEqual(DEFAULTS);
    // The largest id (ADR 13) still reads.
    expect(read('department=2147483647').department).toBe(2147483647);
  });
});

describe('a list’s state in the URL: writing', () => {
  it('leaves the defaults out', () => {
    expect(write(DEFAULTS)).toBe('');
  });

  it('writes what the list is of first, then page, size and sort, then the filters', () => {
    const params: Params = { ...DEFAULTS, round: 7, period: 3, department: 12, page: 2, sort: { field: 'score', direction: 'desc' }, scoreMin: 0 };
    expect(write(params)).toBe('period=3&round=7&page=2&sort=-score&department=12&score_min=0');
  });

  it('keeps the other parameters of the URL and replaces its own', () => {
    expect(write({ ...DEFAULTS, search: 'ali' }, 'tab=goals&search=old&page=3')).toBe('tab=goals&search=ali');
  });

  it('reads back what it writes', () => {
    const params: Params = {
      period: 1,
      round: 2,
      page: 3,
      size: 100,
      sort: { field: 'department', direction: 'asc' },
      search: 'a b&c',
      department: 4,
      party: 'manager',
      state: 'terminated',
      scoreMin: 12.25,
    };
    expect(read(write(params))).toEqual(params);
  });

  it('counts the filters that differ from their defaults, and the ordering the server reads', () => {
    expect(activeFilters(list, DEFAULTS)).toBe(0);
    expect(activeFilters(list, { ...DEFAULTS, page: 3, round: 2, sort: { field: 'score', direction: 'desc' } })).toBe(0);
    expect(activeFilters(list, { ...DEFAULTS, state: 'all' })).toBe(1);
    expect(activeFilters(list, { ...DEFAULTS, state: 'all', scoreMin: 0 })).toBe(2);
    expect(orderingOf({ field: 'score', direction: 'desc' })).toBe('-score');
    expect(orderingOf({ field: 'score', direction: 'asc' })).toBe('score');
  });
});

describe('useListParams', () => {
  const useList = () => useListParams(list);
  let current: ReturnType<typeof useList>;
  function Probe() {
    current = useList();
    return null;
  }
  const render = (route: string) => renderWithProviders(<Probe />, { route });
  const location = () => screen.getByTestId('location').textContent;

  it('reads the URL and goes back to page 1 on a new filter, sort or page size', async () => {
    const { router } = render('/list?tab=goals&page=3&sort=-score');
    expect(current.params).toMatchObject({ page: 3, sort: { field: 'score', direction: 'desc' } });
    act(() => current.setFilters({ department: 5 }));
    await waitFor(() => expect(location()).toBe('/list?tab=goals&sort=-score&department=5'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(current.active).toBe(1);

    act(() => current.setPage(4, 25));
    await waitFor(() => expect(location()).toBe('/list?tab=goals&page=4&sort=-score&department=5'));
    act(() => current.setSort({ field: 'department', direction: 'asc' }));
    await waitFor(() => expect(location()).toBe('/list?tab=goals&sort=department&department=5'));
    act(() => current.setPage(2, 25));
    await waitFor(() => expect(current.params.page).toBe(2));
    act(() => current.setPage(2, 100));
    await waitFor(() => expect(location()).toBe('/list?tab=goals&size=100&sort=department&department=5'));
  });

  it('replaces the history entry when asked (a search being refined)', async () => {
    const { router } = render('/list?search=al');
    act(() => current.setFilters({ search: 'ali' }, { replace: true }));
    await waitFor(() => expect(location()).toBe('/list?search=ali'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('clears the filters and keeps the round, the size and the sort', async () => {
    render('/list?period=1&round=2&page=2&size=50&sort=-score&search=x&state=all&party=self');
    act(() => current.clearFilters());
    await waitFor(() => expect(location()).toBe('/list?period=1&round=2&size=50&sort=-score'));
    expect(current.active).toBe(0);
  });

  it('goes back to page 1 on another round', async () => {
    render('/list?period=1&round=2&page=2');
    act(() => current.setContext({ period: 3, round: null }));
    await waitFor(() => expect(location()).toBe('/list?period=3'));
  });

  it('builds a change on one made before the URL re-rendered (two filters settling at once)', async () => {
    render('/list');
    act(() => {
      current.setFilters({ search: 'ali' });
      current.setFilters({ scoreMin: 50 });
    });
    await waitFor(() => expect(location()).toBe('/list?search=ali&score_min=50'));
  });

  it('adds no history entry for the same state again', async () => {
    const { router } = render('/list?page=2');
    const before = router.state.location.key;
    act(() => current.setPage(2, 25));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.key).toBe(before);
  });
});

describe('useLastPageFallback', () => {
  function Pager({ answer }: { answer: { count: number; results: unknown[] } | undefined }) {
    const state = useListParams(list);
    useLastPageFallback(answer, state);
    return null;
  }
  const location = () => screen.getByTestId('location').textContent;

  it('moves a page past the end to the last page', async () => {
    renderWithProviders(<Pager answer={{ count: 51, results: [] }} />, { route: '/list?page=9' });
    await waitFor(() => expect(location()).toBe('/list?page=3'));
  });

  it.each([
    ['no answer is shown yet', undefined],
    ['the page has rows', { count: 251, results: [{}] }],
  ])('stays while %s', async (_case, answer) => {
    renderWithProviders(<Pager answer={answer} />, { route: '/list?page=9' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(location()).toBe('/list?page=9');
  });
});
