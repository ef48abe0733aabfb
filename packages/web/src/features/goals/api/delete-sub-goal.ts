import { goalRoutes } from '@performa/contracts/routes/goals';
import { api } from '../../../lib/api-client.ts';
import { useGoalsMutation } from './keys.ts';

/** Deletes a sub goal. */
export const deleteSubGoal = (id: number) => api.call(goalRoutes.deleteSubGoal, { params: { id } });

/** Refreshes every goal read after it. */
export const useDeleteSubGoal = () => useGoalsMutation(deleteSubGoal);
