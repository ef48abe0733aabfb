import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { evaluationKeys, type PreviewBody } from './keys.ts';

/** What bulk creation would create, per evaluatee (a page), with the admin's changes applied; writes nothing. */
export const previewBulkEvaluations = (body: PreviewBody) => api.call(evaluationRoutes.previewBulkEvaluations, { body });
export const previewQuery = (body: PreviewBody) =>
  queryOptions({
    queryKey: evaluationKeys.preview(body),
    queryFn: () => previewBulkEvaluations(body),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
export const usePreviewBulkEvaluations = (body: PreviewBody | null) => useQuery({ ...previewQuery(body!), enabled: body !== null });
