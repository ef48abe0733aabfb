import type { RouteInput } from '@performa/contracts/routes/define';
import { goalRoutes } from '@performa/contracts/routes/goals';
import { api } from '../../../lib/api-client.ts';
import { useGoalsMutation } from './keys.ts';

export type CreateSubGoalInput = RouteInput<typeof goalRoutes.createSubGoal>['body'];

/** Adds a sub goal to a personal goal; its sub goals' weights sum to at most 100. */
export const createSubGoal = (body: CreateSubGoalInput) => api.call(goalRoutes.createSubGoal, { body });

/** Refreshes every goal read after it. */
export const useCreateSubGoal = () => useGoalsMutation(createSubGoal);
