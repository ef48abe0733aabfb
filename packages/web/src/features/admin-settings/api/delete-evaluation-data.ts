import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { projectRoutes } from '@performa/contracts/routes/organisation';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSelectedProjectId } from '../../../lib/project-selection.ts';

/** Deletes every evaluation of the selected project (answers, survey answers, reminders with them); `confirm` must be its exact name. */
export const deleteEvaluationData = (confirm: string) => api.call(evaluationRoutes.deleteEvaluationData, { body: { confirm } });

/** The selected project (its name is what the confirmation asks for); the project list is the header's read (same key). */
export function useSelectedProject() {
  const id = useSelectedProjectId();
  const projects = useQuery({ queryKey: ['projects'], queryFn: () => api.call(projectRoutes.listProjects, {}), meta: { silent: true } });
  return projects.data?.find((p) => p.id === id) ?? null;
}
