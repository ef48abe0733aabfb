import { dashboardRoutes } from '@performa/contracts/routes/dashboards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminDashboardKeys, DASHBOARD_STALE_MS } from './keys.ts';

/** The selected project's counts: departments, positions, employees, periods, rounds, evaluations by state, goals, competencies. */
export const getProjectDetails = () => api.call(dashboardRoutes.projectDetails, {});

export const projectDetailsQuery = () =>
  queryOptions({ queryKey: adminDashboardKeys.projectDetails(), queryFn: getProjectDetails, staleTime: DASHBOARD_STALE_MS, refetchOnMount: true });

export const useProjectDetails = () => useQuery(projectDetailsQuery());
