import type { QueryClient } from '@tanstack/react-query';
import { projectKey } from '../../../api/keys.ts';

/** A page of a weights list as the server reads it (page from 1). */
export interface WeightListQuery {
  page: number;
  page_size: number;
  search?: string;
}

/** Query keys of the weights screen; all start with 'weights' and the selected project. */
export const weightKeys = {
  projectWeight: () => [...projectKey('weights'), 'project-weight'] as const,
  parties: () => [...projectKey('weights'), 'skill-party'] as const,
  personal: (query: WeightListQuery) => [...projectKey('weights'), 'personal', query] as const,
  individual: (query: WeightListQuery) => [...projectKey('weights'), 'individual', query] as const,
};

/** Refreshes the lists of employees with their own weights (after a change or an import). */
export const invalidateEmployeeWeights = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: [...projectKey('weights'), 'personal'] }),
    client.invalidateQueries({ queryKey: [...projectKey('weights'), 'individual'] }),
  ]);

/** The query of a page of a weights list (the table counts pages from 0). */
export function listQuery({ page, pageSize, search }: { page: number; pageSize: number; search: string }): WeightListQuery {
  return { page: page + 1, page_size: pageSize, ...(search.trim() ? { search: search.trim() } : {}) };
}
