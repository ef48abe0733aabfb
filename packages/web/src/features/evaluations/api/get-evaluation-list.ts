import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { evaluationKeys, type EvaluationFilterQuery, type EvaluationListQuery } from './keys.ts';

/** A page of a round's evaluations, filtered and sorted by the server. */
export const getEvaluationList = (query: EvaluationListQuery) => api.call(evaluationRoutes.evaluationList, { query });
export const evaluationListQuery = (query: EvaluationListQuery) =>
  queryOptions({ queryKey: evaluationKeys.list(query), queryFn: () => getEvaluationList(query), placeholderData: keepPreviousData });
export const useEvaluationList = (query: EvaluationListQuery | null) => useQuery({ ...evaluationListQuery(query!), enabled: query !== null });

/** The filtered list as a file (every page). */
export const exportEvaluationList = (filters: EvaluationFilterQuery, format: 'xlsx' | 'csv') =>
  api.downloadFrom(evaluationRoutes.exportEvaluationList, { query: { ...filters, format } });
