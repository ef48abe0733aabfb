import type { Project } from '@performa/contracts/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsQuery } from '../../../api/projects.ts';
import { createProject, type ProjectInput } from './create-project.ts';
import { renameProject } from './rename-project.ts';

/** Creates a project (id null) or renames one; the top bar's project list updates at once. */
export function useSaveProject() {
  const queryClient = useQueryClient();
  const { queryKey } = projectsQuery();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ProjectInput }) => (id === null ? createProject(body) : renameProject(id, body)),
    // The form shows field errors next to the field.
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData<Project[]>(queryKey, (list = []) =>
        list.some((p) => p.id === saved.id) ? list.map((p) => (p.id === saved.id ? saved : p)) : [...list, saved],
      );
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
