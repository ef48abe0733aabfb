import type { RouteInput } from '@performa/contracts/routes/define';
import { goalRoutes } from '@performa/contracts/routes/goals';
import { api } from '../../../lib/api-client.ts';
import { useGoalsMutation } from './keys.ts';

export type CreatePersonalGoalInput = RouteInput<typeof goalRoutes.createPersonalGoal>['body'];

/** Creates a personal goal; refused when a round's weights would exceed 100. */
export const createPersonalGoal = (body: CreatePersonalGoalInput) => api.call(goalRoutes.createPersonalGoal, { body });

/** Refreshes every goal read after it. */
export const useCreatePersonalGoal = () => useGoalsMutation(createPersonalGoal);
