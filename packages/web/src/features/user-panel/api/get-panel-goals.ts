import { accountRoutes } from '@performa/contracts/routes/account';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSelectedProjectId } from '../../../lib/project-selection.ts';
import { userPanelKeys } from './keys.ts';

/**
 * A person's goals on their panel (docs/product.md §7.4): the period asked for, else the current one,
 * with the periods to pick from. Out of the caller's reach: 404.
 */
export const getPanelGoals = (id: number, period: number | null) => api.call(accountRoutes.panelGoals, { params: { id }, query: { period } });

export const panelGoalsQuery = (project: number | null, id: number, period: number | null) =>
  queryOptions({
    queryKey: userPanelKeys.goals(project, id, period),
    queryFn: () => getPanelGoals(id, period),
    placeholderData: keepPreviousData,
    // The tab shows the error itself.
    meta: { silent: true },
  });

export function usePanelGoals(id: number, period: number | null) {
  const project = useSelectedProjectId();
  return useQuery(panelGoalsQuery(project, id, period));
}
