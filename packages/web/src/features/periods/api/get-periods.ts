import { periodRoutes } from '@performa/contracts/routes/setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupKeys } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

/** Every period of the project by number, with its state and number of rounds. */
export const getPeriods = () => api.call(periodRoutes.listPeriods, {});

export const periodsQuery = () => queryOptions({ queryKey: setupKeys.periods(), queryFn: getPeriods });

export const usePeriods = () => useQuery(periodsQuery());
