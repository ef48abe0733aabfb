import type { QueryClient } from '@tanstack/react-query';
import { projectSelection } from '../../../lib/project-selection.ts';

const project = () => projectSelection.get() ?? 'none';

/** Query keys of the weights screen; all start with 'weights' and the selected project. */
export const weightKeys = {
  projectWeight: () => ['weights', project(), 'project-weight'] as const,
  parties: () => ['weights', project(), 'skill-party'] as const,
  personal: (query: string) => ['weights', project(), 'personal', query] as const,
  individual: (query: string) => ['weights', project(), 'individual', query] as const,
};

/** Refreshes the lists of employees with their own weights (after a change or an import). */
export const invalidateEmployeeWeights = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['weights', project(), 'personal'] }),
    client.invalidateQueries({ queryKey: ['weights', project(), 'individual'] }),
  ]);

/** The query string of a page of a weights list. */
export function listQuery({ page, pageSize, search }: { page: number; pageSize: number; search: string }) {
  const params = new URLSearchParams({ page: String(page + 1), page_size: String(pageSize) });
  if (search.trim()) params.set('search', search.trim());
  return params.toString();
}
