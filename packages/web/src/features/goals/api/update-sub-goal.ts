import type { RouteInput } from '@performa/contracts/routes/define';
import { goalRoutes } from '@performa/contracts/routes/goals';
import { api } from '../../../lib/api-client.ts';
import { useGoalsMutation } from './keys.ts';

export interface UpdateSubGoalInput {
  id: number;
  body: RouteInput<typeof goalRoutes.updateSubGoal>['body'];
}

/** Changes a sub goal. */
export const updateSubGoal = ({ id, body }: UpdateSubGoalInput) => api.call(goalRoutes.updateSubGoal, { params: { id }, body });

/** Refreshes every goal read after it. */
export const useUpdateSubGoal = () => useGoalsMutation(updateSubGoal);
