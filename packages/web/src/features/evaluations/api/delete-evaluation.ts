import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateEvaluations } from './keys.ts';

/** Deletes an evaluation without answers (the server answers 409 once something was saved). */
export const deleteEvaluation = (id: number) => api.call(evaluationRoutes.deleteEvaluation, { params: { id } });

export function useDeleteEvaluation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteEvaluation, onSuccess: () => invalidateEvaluations(client), meta: { silent: true } });
}
