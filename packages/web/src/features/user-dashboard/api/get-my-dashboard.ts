import { dashboardRoutes } from '@performa/contracts/routes/dashboards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userDashboardKeys } from './keys.ts';

/** The caller's own dashboard in the selected project (main/my-dashboard/, docs/product.md §7.9). */
export const getMyDashboard = () => api.call(dashboardRoutes.myDashboard, {});

/**
 * Fetched again each time `/` opens (the app's default keeps data and never refetches on mount): an
 * evaluation submitted on its form, a card activated or a round released since shows at once.
 */
export const myDashboardQuery = () =>
  queryOptions({
    queryKey: userDashboardKeys.mine(),
    queryFn: getMyDashboard,
    staleTime: 0,
    refetchOnMount: 'always',
    // The screen shows the error itself.
    meta: { silent: true },
  });

export const useMyDashboard = () => useQuery(myDashboardQuery());
