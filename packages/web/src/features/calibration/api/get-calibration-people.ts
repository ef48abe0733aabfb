import { resultRoutes } from '@performa/contracts/routes/results';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calibrationKeys, type PeopleQuery } from './keys.ts';

/** A page of the round's people with their final and after-calibration scores (the performance panel's read), to adjust one. */
export const getCalibrationPeople = (query: PeopleQuery) => api.call(resultRoutes.finalPerformanceResult, { query });

export const calibrationPeopleQuery = (query: PeopleQuery) =>
  queryOptions({
    queryKey: calibrationKeys.people(query),
    queryFn: () => getCalibrationPeople(query),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useCalibrationPeople = (query: PeopleQuery) => useQuery(calibrationPeopleQuery(query));
