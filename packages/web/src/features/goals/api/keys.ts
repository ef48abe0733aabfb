import type { RouteInput } from '@performa/contracts/routes/define';
import type { goalRoutes } from '@performa/contracts/routes/goals';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { projectKey } from '../../../api/keys.ts';

/** The query of a page of the goals screen's employee list, as the server reads it. */
export type EmployeeGoalsQuery = NonNullable<RouteInput<typeof goalRoutes.listEmployeeGoals>['query']>;

/** Query keys of the goals screen; one invalidation of 'goals' refreshes them all. */
export const goalKeys = {
  options: () => [...projectKey('goals'), 'options'] as const,
  positional: (position: number | null) => [...projectKey('goals'), 'positional', position] as const,
  employees: (query: EmployeeGoalsQuery) => [...projectKey('goals'), 'employees', query] as const,
  personal: (employee: number, period: number) => [...projectKey('goals'), 'personal', employee, period] as const,
};

export const invalidateGoals = (client: QueryClient) => client.invalidateQueries({ queryKey: ['goals'] });

/**
 * A change of goals: refreshes every goal read after it (goals, totals, employee list, positional
 * goals). The caller shows a refusal itself (on the form's fields or in its dialog), so no toast.
 */
export function useGoalsMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateGoals(client), meta: { silent: true } });
}
