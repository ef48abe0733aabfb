import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { evaluateKeys } from './keys.ts';

/** A goal evaluation to fill: the evaluatee's goals and sub goals in the round with targets, actuals, ratings and scores. */
export const getGoalForm = (id: number) => api.call(evaluationRoutes.goalForm, { params: { id } });

// Always read afresh when the form opens: the actuals may have been saved elsewhere (a shared goal's, another device).
export const goalFormQuery = (id: number) =>
  queryOptions({ queryKey: evaluateKeys.goalForm(id), queryFn: () => getGoalForm(id), staleTime: 0, refetchOnMount: 'always' });

export const useGoalForm = (id: number) => useQuery(goalFormQuery(id));
