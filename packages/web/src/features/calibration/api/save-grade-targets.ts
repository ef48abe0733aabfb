import type { RouteInput } from '@performa/contracts/routes/define';
import { resultRoutes } from '@performa/contracts/routes/results';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateCalibration } from './keys.ts';

export type GradeTargetsInput = RouteInput<typeof resultRoutes.gradeTargets>['body'];

/** The target share per grade of the final score scale (at most 100 % in all). */
export const saveGradeTargets = (body: GradeTargetsInput) => api.call(resultRoutes.gradeTargets, { body });

export function useSaveGradeTargets() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveGradeTargets, onSuccess: () => invalidateCalibration(client), meta: { silent: true } });
}
