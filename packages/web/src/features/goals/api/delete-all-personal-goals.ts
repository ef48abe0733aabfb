import { goalRoutes } from '@performa/contracts/routes/goals';
import { api } from '../../../lib/api-client.ts';
import { useGoalsMutation } from './keys.ts';

export interface DeleteAllPersonalGoalsInput {
  employee: number;
  /** Only the goals of this period. */
  period: number;
}

/** Deletes all of an employee's personal goals in a period (the server answers 404 when there are none). */
export const deleteAllPersonalGoals = ({ employee, period }: DeleteAllPersonalGoalsInput) =>
  api.call(goalRoutes.deleteAllPersonalGoals, { params: { id: employee }, query: { period } });

/** Refreshes every goal read after it. */
export const useDeleteAllPersonalGoals = () => useGoalsMutation(deleteAllPersonalGoals);
