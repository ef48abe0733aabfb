import { resultRoutes } from '@performa/contracts/routes/results';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calibrationKeys, type CalibrationQuery } from './keys.ts';

/** A round's calibration: the distribution against the targets, by department and by manager, and the 9-box (docs/product.md §5.7). */
export const getCalibration = (query: CalibrationQuery) => api.call(resultRoutes.calibration, { query });

export const calibrationQuery = (query: CalibrationQuery) =>
  queryOptions({ queryKey: calibrationKeys.overview(query), queryFn: () => getCalibration(query), placeholderData: keepPreviousData, meta: { silent: true } });

export const useCalibration = (query: CalibrationQuery) => useQuery(calibrationQuery(query));
