import type { RouteInput } from '@performa/contracts/routes/define';
import { resultRoutes } from '@performa/contracts/routes/results';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateCalibration } from './keys.ts';

export type ReopenInput = RouteInput<typeof resultRoutes.reopenCalibration>['body'];

/** Reopens calibration of a released round, with a reason: its results are hidden again where the project hides them. */
export const reopenCalibration = (body: ReopenInput) => api.call(resultRoutes.reopenCalibration, { body });

export function useReopenCalibration() {
  const client = useQueryClient();
  return useMutation({ mutationFn: reopenCalibration, onSuccess: () => invalidateCalibration(client), meta: { silent: true } });
}
