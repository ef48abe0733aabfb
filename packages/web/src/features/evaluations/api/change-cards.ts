import type { RouteInput } from '@performa/contracts/routes/define';
import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateEvaluations } from './keys.ts';

export type CardActionBody = RouteInput<typeof evaluationRoutes.activateEvaluationCard>['body'];

/** Activates (each evaluator is notified once), terminates or reactivates the named evaluations, or all of the round. */
export const changeCards = (body: CardActionBody) => api.call(evaluationRoutes.activateEvaluationCard, { body });

export function useChangeCards() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeCards, onSuccess: () => invalidateEvaluations(client), meta: { silent: true } });
}
