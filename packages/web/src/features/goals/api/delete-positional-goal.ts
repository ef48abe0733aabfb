import { goalRoutes } from '@performa/contracts/routes/goals';
import { api } from '../../../lib/api-client.ts';
import { useGoalsMutation } from './keys.ts';

/** Deletes a positional goal; personal goals made from it stay, unlinked. */
export const deletePositionalGoal = (id: number) => api.call(goalRoutes.deletePositionalGoal, { params: { id } });

/** Refreshes every goal read after it. */
export const useDeletePositionalGoal = () => useGoalsMutation(deletePositionalGoal);
