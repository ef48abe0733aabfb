import type { RouteInput } from '@performa/contracts/routes/define';
import { competencyRoutes } from '@performa/contracts/routes/competencies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateCompetencies } from './keys.ts';

export interface SavePositionSkillsInput {
  /** The position. */
  id: number;
  body: RouteInput<typeof competencyRoutes.savePositionSkills>['body'];
}

/** Replaces a position's competencies with weights and norms. */
export const savePositionSkills = ({ id, body }: SavePositionSkillsInput) => api.call(competencyRoutes.savePositionSkills, { params: { id }, body });

/** Refreshes the competencies screen after it; the editor shows a refusal itself. */
export function useSavePositionSkills() {
  const client = useQueryClient();
  return useMutation({ mutationFn: savePositionSkills, onSuccess: () => invalidateCompetencies(client), meta: { silent: true } });
}
