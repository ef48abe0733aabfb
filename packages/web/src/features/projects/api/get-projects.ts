import { projectRoutes } from '@performa/contracts/routes/organisation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getProjects = () => api.call(projectRoutes.listProjects, {});

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: ['projects'],
    queryFn: getProjects,
    // A header call: failures are only logged (docs/product.md §7.2).
    meta: { silent: true },
  });

export function useProjects() {
  return useQuery(projectsQueryOptions());
}
