import type { RouteInput } from '@performa/contracts/routes/define';
import { resultRoutes } from '@performa/contracts/routes/results';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateCalibration } from './keys.ts';

export type CalibrateInput = RouteInput<typeof resultRoutes.calibrate>['body'];

/** Sets (or with null reverts) a person's after-calibration score and/or 9-box placement, with a reason. */
export const calibrate = (body: CalibrateInput) => api.call(resultRoutes.calibrate, { body });

/** An adjustment refreshes the calibration reads; the dialog shows refusals itself. */
export function useCalibrate() {
  const client = useQueryClient();
  return useMutation({ mutationFn: calibrate, onSuccess: () => invalidateCalibration(client), meta: { silent: true } });
}
