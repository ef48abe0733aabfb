import type { MyEvaluation } from '@performa/contracts/api/evaluations';
import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { evaluateKeys } from './keys.ts';

/** The caller's activated evaluations, skill and goal together (to do and done), as /evaluate lists them. */
export async function getMyEvaluations(): Promise<MyEvaluation[]> {
  const query = { status: 'all' } as const;
  const [skill, goal] = await Promise.all([api.call(evaluationRoutes.mySkillEvaluations, { query }), api.call(evaluationRoutes.myGoalEvaluations, { query })]);
  return [...skill.results, ...goal.results];
}

/**
 * Fetched again each time /evaluate opens (the app's default keeps data and never refetches on mount): a
 * submission on a form, or a card activated since, shows at once.
 */
export const myEvaluationsQuery = () => queryOptions({ queryKey: evaluateKeys.mine(), queryFn: getMyEvaluations, staleTime: 0, refetchOnMount: 'always' });

export const useMyEvaluations = () => useQuery(myEvaluationsQuery());
