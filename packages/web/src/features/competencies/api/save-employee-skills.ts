import type { RouteInput } from '@performa/contracts/routes/define';
import { competencyRoutes } from '@performa/contracts/routes/competencies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateCompetencies } from './keys.ts';

export interface SaveEmployeeSkillsInput {
  /** The employee. */
  id: number;
  body: RouteInput<typeof competencyRoutes.saveEmployeeSkills>['body'];
}

/** Gives an employee an own competency list (an empty list restores the position's). */
export const saveEmployeeSkills = ({ id, body }: SaveEmployeeSkillsInput) => api.call(competencyRoutes.saveEmployeeSkills, { params: { id }, body });

/** Refreshes the competencies screen after it; the editor shows a refusal itself. */
export function useSaveEmployeeSkills() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveEmployeeSkills, onSuccess: () => invalidateCompetencies(client), meta: { silent: true } });
}
