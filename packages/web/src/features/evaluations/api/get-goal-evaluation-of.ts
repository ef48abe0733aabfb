import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { evaluationKeys } from './keys.ts';

/** The goal evaluation of one evaluatee in a round (details null while none exists). */
export const getGoalEvaluationOf = (employee: number, round: number) =>
  api.call(evaluationRoutes.goalEvaluationOf, { query: { employee_id: employee, frequency_id: round } });
export const goalEvaluationOfQuery = (employee: number, round: number) =>
  queryOptions({ queryKey: evaluationKeys.goalEvaluationOf(employee, round), queryFn: () => getGoalEvaluationOf(employee, round) });
export const useGoalEvaluationOf = (employee: number, round: number) => useQuery(goalEvaluationOfQuery(employee, round));
