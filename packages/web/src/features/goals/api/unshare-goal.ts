import { goalRoutes } from '@performa/contracts/routes/goals';
import { api } from '../../../lib/api-client.ts';
import { useGoalsMutation } from './keys.ts';

/** Takes a goal out of its share group (it keeps its current actual). */
export const unshareGoal = (id: number) => api.call(goalRoutes.unshareGoal, { params: { id } });

/** Refreshes every goal read after it. */
export const useUnshareGoal = () => useGoalsMutation(unshareGoal);
