import type { RouteInput } from '@performa/contracts/routes/define';
import type { dashboardRoutes } from '@performa/contracts/routes/dashboards';
import { projectKey } from '../../../api/keys.ts';

/** Which round the admin dashboard shows (both left out: the current round). */
export type AdminDashboardQuery = NonNullable<RouteInput<typeof dashboardRoutes.adminDashboard>['query']>;
/** The round and the filters of a top 10 and bottom 10. */
export type TopTenQuery = NonNullable<RouteInput<typeof dashboardRoutes.topTen>['query']>;

/** What a top 10 ranks by: the score that counts (`main/topten/`), skill overall (`wizard/topten/`), goal overall (`goals/topten/`). */
export const TOP_TEN_RANKINGS = ['score', 'skill', 'goal'] as const;
export type TopTenRanking = (typeof TOP_TEN_RANKINGS)[number];

/**
 * Query keys of the admin dashboard; all start with 'dashboard' and the selected project. The dashboard sums
 * up what other screens change (evaluations, goals, scores), so its reads are kept fresh briefly
 * (DASHBOARD_STALE_MS) rather than invalidated by every one of them.
 */
export const adminDashboardKeys = {
  all: () => projectKey('dashboard'),
  overview: (query: AdminDashboardQuery) => [...projectKey('dashboard'), 'admin', query] as const,
  topTen: (ranking: TopTenRanking, query: TopTenQuery) => [...projectKey('dashboard'), 'top-ten', ranking, query] as const,
  projectDetails: () => [...projectKey('dashboard'), 'project-details'] as const,
};

/** How long a dashboard read stays fresh: opening the dashboard again after that reads it again. */
export const DASHBOARD_STALE_MS = 30_000;
