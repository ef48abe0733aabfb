import type { GoalOptions } from '@performa/contracts/api/goals';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { goalKeys } from './keys.ts';

/** Departments and positions in the caller's scope (also for users holding goal codes). */
export const useGoalOptions = () => useQuery({ queryKey: goalKeys.options(), queryFn: () => api.get<GoalOptions>('/goals/goal-options/') });
