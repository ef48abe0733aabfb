import { accountRoutes } from '@performa/contracts/routes/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSelectedProjectId } from '../../../lib/project-selection.ts';
import { userPanelKeys } from './keys.ts';

/** An account's panel: profile and employee record in the selected project (someone else's out of reach: 404). */
export const getUserPanel = (id: number) => api.call(accountRoutes.userPanel, { params: { id } });

export const userPanelQuery = (project: number | null, id: number) =>
  queryOptions({
    queryKey: userPanelKeys.panel(project, id),
    queryFn: () => getUserPanel(id),
    // The screen shows the not-found message or the error itself.
    meta: { silent: true },
  });

export function useUserPanel(id: number) {
  const project = useSelectedProjectId();
  return useQuery(userPanelQuery(project, id));
}
