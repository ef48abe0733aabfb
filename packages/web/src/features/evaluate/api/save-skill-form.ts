import type { RouteInput } from '@performa/contracts/routes/define';
import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { evaluateKeys } from './keys.ts';

export type SkillFormSave = RouteInput<typeof evaluationRoutes.saveSkillForm>['body'];

export const saveSkillForm = ({ id, body }: { id: number; body: SkillFormSave }) => api.call(evaluationRoutes.saveSkillForm, { params: { id }, body });

/**
 * Saving a draft or submitting keeps the server's answer as the form's data (coming back shows it) and
 * refreshes the /evaluate list; the form shows refusals itself.
 */
export function useSaveSkillForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSkillForm,
    onSuccess: (details, { id }) => {
      client.setQueryData(evaluateKeys.skillForm(id), details);
      return client.invalidateQueries({ queryKey: evaluateKeys.mine() });
    },
    meta: { silent: true },
  });
}
