import { weightRoutes } from '@performa/contracts/routes/weights';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { weightKeys, type WeightListQuery } from './keys.ts';

/** A page of the employees who have an individual weight. */
export const individualWeightsQuery = (query: WeightListQuery) =>
  queryOptions({
    queryKey: weightKeys.individual(query),
    queryFn: () => api.call(weightRoutes.individualWeights, { query }),
    placeholderData: keepPreviousData,
  });

export const useIndividualWeights = (query: WeightListQuery) => useQuery(individualWeightsQuery(query));
