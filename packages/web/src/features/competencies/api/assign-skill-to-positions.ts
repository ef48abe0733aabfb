import type { RouteInput } from '@performa/contracts/routes/define';
import { competencyRoutes } from '@performa/contracts/routes/competencies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateCompetencies } from './keys.ts';

export type AssignSkillToPositionsInput = RouteInput<typeof competencyRoutes.assignSkillToPositions>['body'];

/** Puts one competency with weight (a fraction) and norm on several positions at once (docs/product.md §3.5). */
export const assignSkillToPositions = (body: AssignSkillToPositionsInput) => api.call(competencyRoutes.assignSkillToPositions, { body });

/** Refreshes the competencies screen after it; the dialog shows a refusal itself. */
export function useAssignSkillToPositions() {
  const client = useQueryClient();
  return useMutation({ mutationFn: assignSkillToPositions, onSuccess: () => invalidateCompetencies(client), meta: { silent: true } });
}
