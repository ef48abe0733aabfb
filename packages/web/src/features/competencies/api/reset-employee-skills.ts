import { competencyRoutes } from '@performa/contracts/routes/competencies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateCompetencies } from './keys.ts';

/** Removes an employee's own list: the position's applies again (the answer is that list). */
export const resetEmployeeSkills = (id: number) => api.call(competencyRoutes.resetEmployeeSkills, { params: { id } });

/** Refreshes the competencies screen after it; the tab shows a refusal itself. */
export function useResetEmployeeSkills() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resetEmployeeSkills, onSuccess: () => invalidateCompetencies(client), meta: { silent: true } });
}
