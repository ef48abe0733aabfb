import { resultRoutes } from '@performa/contracts/routes/results';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calibrationKeys } from './keys.ts';

/** A round's calibration: the distribution against the targets, by department and by manager, and the 9-box (docs/product.md §5.7). */
export const getCalibration = (round: number) => api.call(resultRoutes.calibration, { query: { frequency_id: round } });

export const calibrationQuery = (round: number) =>
  queryOptions({ queryKey: calibrationKeys.overview(round), queryFn: () => getCalibration(round), meta: { silent: true } });

export const useCalibration = (round: number) => useQuery(calibrationQuery(round));
