import type { RouteInput } from '@performa/contracts/routes/define';
import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { evaluateKeys } from './keys.ts';

export type GoalFormSave = RouteInput<typeof evaluationRoutes.saveGoalForm>['body'];

export const saveGoalForm = ({ id, body }: { id: number; body: GoalFormSave }) => api.call(evaluationRoutes.saveGoalForm, { params: { id }, body });

/** Saving keeps the server's answer as the form's data and refreshes the /evaluate list; the form shows refusals itself. */
export function useSaveGoalForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveGoalForm,
    onSuccess: (details, { id }) => {
      client.setQueryData(evaluateKeys.goalForm(id), details);
      return client.invalidateQueries({ queryKey: evaluateKeys.mine() });
    },
    meta: { silent: true },
  });
}
