import { dashboardRoutes } from '@performa/contracts/routes/dashboards';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminDashboardKeys, DASHBOARD_STALE_MS, type TopTenQuery, type TopTenRanking } from './keys.ts';

/** The endpoint of each ranking (docs/product.md §7.9). */
const ROUTES = {
  score: dashboardRoutes.topTen,
  skill: dashboardRoutes.skillTopTen,
  goal: dashboardRoutes.goalTopTen,
} as const;

/** Top 10 and bottom 10 of a round by the score that counts, skill overall or goal overall; ties share a rank. */
export const getTopTen = (ranking: TopTenRanking, query: TopTenQuery) => api.call(ROUTES[ranking], { query });

export const topTenQuery = (ranking: TopTenRanking, query: TopTenQuery) =>
  queryOptions({
    queryKey: adminDashboardKeys.topTen(ranking, query),
    queryFn: () => getTopTen(ranking, query),
    placeholderData: keepPreviousData,
    staleTime: DASHBOARD_STALE_MS,
    refetchOnMount: true,
  });

/** null: nothing to rank yet (no round, no results). */
export const useTopTen = (ranking: TopTenRanking, query: TopTenQuery | null) => useQuery({ ...topTenQuery(ranking, query!), enabled: query !== null });
