import type { QueryClient } from '@tanstack/react-query';
import { projectSelection } from '../../../lib/project-selection.ts';

const project = () => projectSelection.get() ?? 'none';

/** Query keys of the goals screen; one invalidation of 'goals' refreshes them all. */
export const goalKeys = {
  options: () => ['goals', project(), 'options'] as const,
  positional: (position: number | null) => ['goals', project(), 'positional', position] as const,
  employees: (query: string) => ['goals', project(), 'employees', query] as const,
  personal: (employee: number, period: number) => ['goals', project(), 'personal', employee, period] as const,
};

export const invalidateGoals = (client: QueryClient) => client.invalidateQueries({ queryKey: ['goals'] });
