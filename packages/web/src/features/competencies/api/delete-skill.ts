import { competencyRoutes } from '@performa/contracts/routes/competencies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateCompetencies } from './keys.ts';

/** Deletes a competency: it leaves every position's and employee's list. */
export const deleteSkill = (id: number) => api.call(competencyRoutes.deleteSkill, { params: { id } });

/** Refreshes the competencies screen after it; the dialog shows a refusal itself. */
export function useDeleteSkill() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSkill, onSuccess: () => invalidateCompetencies(client), meta: { silent: true } });
}
