import type { RouteInput } from '@performa/contracts/routes/define';
import { competencyRoutes } from '@performa/contracts/routes/competencies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateCompetencies } from './keys.ts';

export type CopyPositionSkillsInput = RouteInput<typeof competencyRoutes.copyPositionSkills>['body'];

/** Copies a position's competencies with weights and norms to other positions, replacing or merging (docs/product.md §3.5). */
export const copyPositionSkills = (body: CopyPositionSkillsInput) => api.call(competencyRoutes.copyPositionSkills, { body });

/** Refreshes the competencies screen after it; the dialog shows a refusal itself. */
export function useCopyPositionSkills() {
  const client = useQueryClient();
  return useMutation({ mutationFn: copyPositionSkills, onSuccess: () => invalidateCompetencies(client), meta: { silent: true } });
}
