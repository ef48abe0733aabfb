import type { RouteInput } from '@performa/contracts/routes/define';
import { goalRoutes } from '@performa/contracts/routes/goals';
import { api } from '../../../lib/api-client.ts';
import { useGoalsMutation } from './keys.ts';

export type CreatePositionalGoalInput = RouteInput<typeof goalRoutes.createPositionalGoal>['body'];

/** Creates a positional goal for positions. */
export const createPositionalGoal = (body: CreatePositionalGoalInput) => api.call(goalRoutes.createPositionalGoal, { body });

/** Refreshes every goal read after it. */
export const useCreatePositionalGoal = () => useGoalsMutation(createPositionalGoal);
