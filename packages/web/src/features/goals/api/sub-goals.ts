import type { SubGoal, SubGoalUpdate } from '@performa/contracts/api/goals';
import { api } from '../../../lib/api-client.ts';

const PATH = '/goals/subgoal/';

export const saveSubGoal = (goalId: number, id: number | null, body: SubGoalUpdate) =>
  id === null ? api.post<SubGoal>(PATH, { ...body, goal_id: goalId }) : api.put<SubGoal>(`${PATH}${id}/`, body);

export const deleteSubGoal = (id: number) => api.delete(`${PATH}${id}/`);
