import type { QueryClient } from '@tanstack/react-query';
import { projectSelection } from '../../../lib/project-selection.ts';

const project = () => projectSelection.get() ?? 'none';

/** A page of a weights list as the server reads it (page from 1). */
export interface WeightListQuery {
  page: number;
  page_size: number;
  search?: string;
}

/** Query keys of the weights screen; all start with 'weights' and the selected project. */
export const weightKeys = {
  projectWeight: () => ['weights', project(), 'project-weight'] as const,
  parties: () => ['weights', project(), 'skill-party'] as const,
  personal: (query: WeightListQuery) => ['weights', project(), 'personal', query] as const,
  individual: (query: WeightListQuery) => ['weights', project(), 'individual', query] as const,
};

/** Refreshes the lists of employees with their own weights (after a change or an import). */
export const invalidateEmployeeWeights = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['weights', project(), 'personal'] }),
    client.invalidateQueries({ queryKey: ['weights', project(), 'individual'] }),
  ]);

/** The query of a page of a weights list (the table counts pages from 0). */
export function listQuery({ page, pageSize, search }: { page: number; pageSize: number; search: string }): WeightListQuery {
  return { page: page + 1, page_size: pageSize, ...(search.trim() ? { search: search.trim() } : {}) };
}
