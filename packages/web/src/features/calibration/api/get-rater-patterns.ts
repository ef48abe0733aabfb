import { resultRoutes } from '@performa/contracts/routes/results';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calibrationKeys, type RaterPatternQuery } from './keys.ts';

/** A page of evaluators (or managers) with their ratings' mean and spread against the company's (docs/product.md §5.7). */
export const getRaterPatterns = (query: RaterPatternQuery) => api.call(resultRoutes.raterPatterns, { query });

export const raterPatternsQuery = (query: RaterPatternQuery) =>
  queryOptions({ queryKey: calibrationKeys.raters(query), queryFn: () => getRaterPatterns(query), placeholderData: keepPreviousData, meta: { silent: true } });

export const useRaterPatterns = (query: RaterPatternQuery) => useQuery(raterPatternsQuery(query));
