/**
 * The caller's projects: the top bar's list (features/projects changes it) and the project whose name
 * the admin settings' danger zone asks for. Not per project: it stays when another project is selected.
 */
import type { Project } from '@performa/contracts/api/auth';
import { projectRoutes } from '@performa/contracts/routes/organisation';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { useSelectedProjectId } from '../lib/project-selection.ts';
import { projectListKeys } from './keys.ts';

export const getProjects = () => api.call(projectRoutes.listProjects, {});

export const projectsQuery = () =>
  queryOptions({
    queryKey: projectListKeys.list(),
    queryFn: getProjects,
    // A header call: failures are only logged (docs/product.md §7.2).
    meta: { silent: true },
  });

export const useProjects = () => useQuery(projectsQuery());

/** The selected project, once the list is read (null before, or when it is not in the list). */
export function useSelectedProject(): Project | null {
  const id = useSelectedProjectId();
  const projects = useProjects();
  return projects.data?.find((p) => p.id === id) ?? null;
}

/** Refreshes every read but the project list: what was read in a project that is no longer the selected one. */
export const invalidateProjectData = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== projectListKeys.list()[0] });
