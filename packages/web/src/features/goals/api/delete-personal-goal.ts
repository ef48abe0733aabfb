import { goalRoutes } from '@performa/contracts/routes/goals';
import { api } from '../../../lib/api-client.ts';
import { useGoalsMutation } from './keys.ts';

/** Deletes a personal goal. */
export const deletePersonalGoal = (id: number) => api.call(goalRoutes.deletePersonalGoal, { params: { id } });

/** Refreshes every goal read after it. */
export const useDeletePersonalGoal = () => useGoalsMutation(deletePersonalGoal);
