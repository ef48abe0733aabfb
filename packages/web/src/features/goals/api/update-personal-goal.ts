import type { RouteInput } from '@performa/contracts/routes/define';
import { goalRoutes } from '@performa/contracts/routes/goals';
import { api } from '../../../lib/api-client.ts';
import { useGoalsMutation } from './keys.ts';

export interface UpdatePersonalGoalInput {
  id: number;
  body: RouteInput<typeof goalRoutes.updatePersonalGoal>['body'];
}

/** Changes a personal goal; the actual of a shared goal is saved for every holder. */
export const updatePersonalGoal = ({ id, body }: UpdatePersonalGoalInput) => api.call(goalRoutes.updatePersonalGoal, { params: { id }, body });

/** Refreshes every goal read after it. */
export const useUpdatePersonalGoal = () => useGoalsMutation(updatePersonalGoal);
