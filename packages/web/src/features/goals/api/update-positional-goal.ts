import type { RouteInput } from '@performa/contracts/routes/define';
import { goalRoutes } from '@performa/contracts/routes/goals';
import { api } from '../../../lib/api-client.ts';
import { useGoalsMutation } from './keys.ts';

export interface UpdatePositionalGoalInput {
  id: number;
  body: RouteInput<typeof goalRoutes.updatePositionalGoal>['body'];
}

/** Changes a positional goal (personal goals made from it stay as they are). */
export const updatePositionalGoal = ({ id, body }: UpdatePositionalGoalInput) => api.call(goalRoutes.updatePositionalGoal, { params: { id }, body });

/** Refreshes every goal read after it. */
export const useUpdatePositionalGoal = () => useGoalsMutation(updatePositionalGoal);
