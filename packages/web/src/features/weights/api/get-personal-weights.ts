import { weightRoutes } from '@performa/contracts/routes/weights';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { weightKeys, type WeightListQuery } from './keys.ts';

/** A page of the active employees with their personal weights. */
export const personalWeightsQuery = (query: WeightListQuery) =>
  queryOptions({
    queryKey: weightKeys.personal(query),
    queryFn: () => api.call(weightRoutes.personalWeights, { query }),
    placeholderData: keepPreviousData,
  });

export const usePersonalWeights = (query: WeightListQuery) => useQuery(personalWeightsQuery(query));

/** Every active employee with their personal weights, as a file (the list's export). */
export const exportPersonalWeights = (format: 'xlsx' | 'csv') => api.downloadFrom(weightRoutes.personalWeights, { query: { format } });
