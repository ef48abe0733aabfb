import type { RouteInput } from '@performa/contracts/routes/define';
import { competencyRoutes } from '@performa/contracts/routes/competencies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateCompetencies } from './keys.ts';

export interface SaveSkillInput {
  /** The competency to change; null to create one. */
  id: number | null;
  body: RouteInput<typeof competencyRoutes.createSkill>['body'];
}

/** Creates a competency (createSkill) or changes one (updateSkill). */
export const saveSkill = ({ id, body }: SaveSkillInput) =>
  id === null ? api.call(competencyRoutes.createSkill, { body }) : api.call(competencyRoutes.updateSkill, { params: { id }, body });

/** Refreshes the competencies screen after it; the form shows a refusal itself. */
export function useSaveSkill() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveSkill, onSuccess: () => invalidateCompetencies(client), meta: { silent: true } });
}
