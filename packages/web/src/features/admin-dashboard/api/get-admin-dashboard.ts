import { dashboardRoutes } from '@performa/contracts/routes/dashboards';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminDashboardKeys, DASHBOARD_STALE_MS, type AdminDashboardQuery } from './keys.ts';

/** The admin dashboard of a round (docs/product.md §7.9): progress, evaluators with most to do, goal setting, distribution, means, trend. */
export const getAdminDashboard = (query: AdminDashboardQuery) => api.call(dashboardRoutes.adminDashboard, { query });

export const adminDashboardQuery = (query: AdminDashboardQuery) =>
  queryOptions({
    queryKey: adminDashboardKeys.overview(query),
    queryFn: () => getAdminDashboard(query),
    placeholderData: keepPreviousData,
    staleTime: DASHBOARD_STALE_MS,
    refetchOnMount: true,
  });

export const useAdminDashboard = (query: AdminDashboardQuery) => useQuery(adminDashboardQuery(query));
