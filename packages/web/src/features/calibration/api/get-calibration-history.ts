import { resultRoutes } from '@performa/contracts/routes/results';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calibrationKeys, type CalibrationHistoryQuery } from './keys.ts';

/** A page of the round's calibration audit trail, newest first. */
export const getCalibrationHistory = (query: CalibrationHistoryQuery) => api.call(resultRoutes.calibrationHistory, { query });

export const calibrationHistoryQuery = (query: CalibrationHistoryQuery) =>
  queryOptions({
    queryKey: calibrationKeys.history(query),
    queryFn: () => getCalibrationHistory(query),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useCalibrationHistory = (query: CalibrationHistoryQuery) => useQuery(calibrationHistoryQuery(query));
