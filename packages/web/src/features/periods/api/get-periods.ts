import { periodRoutes } from '@performa/contracts/routes/setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { periodKeys } from './keys.ts';

/** Every period of the project by number, with its state and number of rounds. */
export const getPeriods = () => api.call(periodRoutes.listPeriods, {});

export const periodsQuery = () => queryOptions({ queryKey: periodKeys.periods(), queryFn: getPeriods });

export const usePeriods = () => useQuery(periodsQuery());
