import type { Project } from '@performa/contracts/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getProjects = () => api.get<Project[]>('/wizard/projects/');

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: ['projects'],
    queryFn: getProjects,
    // A header call: failures are only logged (seed §8).
    meta: { silent: true },
  });

export function useProjects() {
  return useQuery(projectsQueryOptions());
}
