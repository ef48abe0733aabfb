import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { evaluationKeys } from './keys.ts';

/** Reminds every evaluator with an activated, uncompleted evaluation of the round (in-app and email). */
export const remindPending = (round: number) => api.call(evaluationRoutes.remindPending, { body: { frequency_id: round } });

export function useRemindPending() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: remindPending,
    onSuccess: (_run, round) => client.invalidateQueries({ queryKey: evaluationKeys.reminderLog(round) }),
    meta: { silent: true },
  });
}
