import type { PositionalGoal, PositionalGoalBody } from '@performa/contracts/api/goals';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { goalKeys } from './keys.ts';

const PATH = '/goals/positionalgoal/';

/** The project's positional goals, optionally those of one position. */
export const usePositionalGoals = (position: number | null) =>
  useQuery({ queryKey: goalKeys.positional(position), queryFn: () => api.get<PositionalGoal[]>(`${PATH}${position ? `?position=${position}` : ''}`) });

export const savePositionalGoal = (id: number | null, body: PositionalGoalBody) =>
  id === null ? api.post<PositionalGoal>(PATH, body) : api.put<PositionalGoal>(`${PATH}${id}/`, body);

export const deletePositionalGoal = (id: number) => api.delete(`${PATH}${id}/`);
