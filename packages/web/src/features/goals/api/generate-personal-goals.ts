import type { RouteInput } from '@performa/contracts/routes/define';
import { goalRoutes } from '@performa/contracts/routes/goals';
import { api } from '../../../lib/api-client.ts';
import { useGoalsMutation } from './keys.ts';

export type GeneratePersonalGoalsInput = RouteInput<typeof goalRoutes.generatePersonalGoals>['body'];

/** Copies positional goals into personal goals for a period (employees, a department or everyone). */
export const generatePersonalGoals = (body: GeneratePersonalGoalsInput) => api.call(goalRoutes.generatePersonalGoals, { body });

/** Refreshes every goal read after it. */
export const useGeneratePersonalGoals = () => useGoalsMutation(generatePersonalGoals);
