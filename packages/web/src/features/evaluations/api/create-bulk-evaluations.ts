import type { RouteInput } from '@performa/contracts/routes/define';
import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateEvaluations } from './keys.ts';

export type BulkBody = RouteInput<typeof evaluationRoutes.createBulkEvaluations>['body'];

/** Creates the proposed evaluations with the admin's changes, in one transaction (existing ones are skipped). */
export const createBulkEvaluations = (body: BulkBody) => api.call(evaluationRoutes.createBulkEvaluations, { body });

export function useCreateBulkEvaluations() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createBulkEvaluations, onSuccess: () => invalidateEvaluations(client), meta: { silent: true } });
}
