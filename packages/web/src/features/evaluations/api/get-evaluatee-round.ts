import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { evaluationKeys } from './keys.ts';

/** Every evaluation of one evaluatee in a round, with each evaluator's answers. */
export const getEvaluateeRound = (employee: number, round: number) =>
  api.call(evaluationRoutes.evaluationListForUniqueUser, { query: { employee_id: employee, frequency_id: round } });
export const evaluateeRoundQuery = (employee: number, round: number) =>
  queryOptions({ queryKey: evaluationKeys.evaluateeRound(employee, round), queryFn: () => getEvaluateeRound(employee, round) });
export const useEvaluateeRound = (employee: number, round: number) => useQuery(evaluateeRoundQuery(employee, round));
