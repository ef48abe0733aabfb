import type { RouteInput } from '@performa/contracts/routes/define';
import { goalRoutes } from '@performa/contracts/routes/goals';
import { api } from '../../../lib/api-client.ts';
import { useGoalsMutation } from './keys.ts';

export interface ShareGoalInput {
  id: number;
  body: RouteInput<typeof goalRoutes.shareGoal>['body'];
}

/** Shares a goal with employees: copies in one share group, with one actual value. */
export const shareGoal = ({ id, body }: ShareGoalInput) => api.call(goalRoutes.shareGoal, { params: { id }, body });

/** Refreshes every goal read after it. */
export const useShareGoal = () => useGoalsMutation(shareGoal);
