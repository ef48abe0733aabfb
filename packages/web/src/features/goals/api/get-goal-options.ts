import { goalRoutes } from '@performa/contracts/routes/goals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { goalKeys } from './keys.ts';

/** Departments and positions in the caller's scope (also for users holding goal codes). */
export const getGoalOptions = () => api.call(goalRoutes.goalOptions, {});

export const goalOptionsQuery = () => queryOptions({ queryKey: goalKeys.options(), queryFn: getGoalOptions });

export const useGoalOptions = () => useQuery(goalOptionsQuery());
