import { resultRoutes } from '@performa/contracts/routes/results';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateCalibration } from './keys.ts';

/** Closes calibration: releases the round's results and notifies every evaluatee with a score. */
export const releaseResults = (round: number) => api.call(resultRoutes.releaseResults, { body: { frequency_id: round } });

export function useReleaseResults() {
  const client = useQueryClient();
  return useMutation({ mutationFn: releaseResults, onSuccess: () => invalidateCalibration(client), meta: { silent: true } });
}
