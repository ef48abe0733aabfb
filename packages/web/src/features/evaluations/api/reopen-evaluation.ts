import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateEvaluations } from './keys.ts';

/** Reopens a completed evaluation so that its evaluator can change it again. */
export const reopenEvaluation = (id: number) => api.call(evaluationRoutes.reopenEvaluation, { params: { id } });

export function useReopenEvaluation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: reopenEvaluation, onSuccess: () => invalidateEvaluations(client), meta: { silent: true } });
}
