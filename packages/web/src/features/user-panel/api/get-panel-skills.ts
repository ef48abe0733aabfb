import { accountRoutes } from '@performa/contracts/routes/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSelectedProjectId } from '../../../lib/project-selection.ts';
import { userPanelKeys } from './keys.ts';

/** A person's competency list on their panel (their own, else their position's). Out of the caller's reach: 404. */
export const getPanelSkills = (id: number) => api.call(accountRoutes.panelSkills, { params: { id } });

export const panelSkillsQuery = (project: number | null, id: number) =>
  queryOptions({
    queryKey: userPanelKeys.skills(project, id),
    queryFn: () => getPanelSkills(id),
    // The tab shows the error itself.
    meta: { silent: true },
  });

export function usePanelSkills(id: number) {
  const project = useSelectedProjectId();
  return useQuery(panelSkillsQuery(project, id));
}
