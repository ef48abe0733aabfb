import type { RouteInput } from '@performa/contracts/routes/define';
import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateEvaluations } from './keys.ts';

export type CreateSkillEvaluationBody = RouteInput<typeof evaluationRoutes.createSkillEvaluation>['body'];
export type CreateGoalEvaluationBody = RouteInput<typeof evaluationRoutes.createGoalEvaluation>['body'];

/** One evaluation, one by one: a skill evaluation (wizard/create-evaluation/) or a goal evaluation (goals/create-evaluation/). */
export type CreateEvaluationInput = { kind: 'skill'; body: CreateSkillEvaluationBody } | { kind: 'goal'; body: CreateGoalEvaluationBody };

export const createEvaluation = (input: CreateEvaluationInput) =>
  input.kind === 'skill'
    ? api.call(evaluationRoutes.createSkillEvaluation, { body: input.body })
    : api.call(evaluationRoutes.createGoalEvaluation, { body: input.body });

/** Creating an evaluation refreshes the lists; the dialog shows refusals itself. */
export function useCreateEvaluation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createEvaluation, onSuccess: () => invalidateEvaluations(client), meta: { silent: true } });
}
