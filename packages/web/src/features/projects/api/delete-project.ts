import type { Project } from '@performa/contracts/api/auth';
import { projectRoutes } from '@performa/contracts/routes/organisation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProjectData, projectsQuery } from '../../../api/projects.ts';
import { api } from '../../../lib/api-client.ts';
import { projectSelection, resolveProjectId } from '../../../lib/project-selection.ts';

/** Deletes a project and everything it owns; the server keeps the last project (409). */
export const deleteProject = (id: number) => api.call(projectRoutes.deleteProject, { params: { id } });

/**
 * Deletes a project, updates the top bar's project list at once and, when the deleted project was
 * the selected one, selects the first remaining project (and drops what was read in the old one).
 */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  const { queryKey } = projectsQuery();
  return useMutation({
    mutationFn: (project: Project) => deleteProject(project.id),
    // The screen shows the detail (the last project stays: 409).
    meta: { silent: true },
    onSuccess: (_result, project) => {
      const remaining = (queryClient.getQueryData<Project[]>(queryKey) ?? []).filter((p) => p.id !== project.id);
      queryClient.setQueryData<Project[]>(queryKey, remaining);
      const storedId = projectSelection.get();
      if (storedId === project.id) {
        projectSelection.set(resolveProjectId(remaining, null));
        // Everything but the project list was read in the project just deleted.
        void invalidateProjectData(queryClient);
      }
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
