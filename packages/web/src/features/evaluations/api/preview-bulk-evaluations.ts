import type { ProposalRow } from '@performa/contracts/api/evaluations';
import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { evaluationKeys, type PreviewBody } from './keys.ts';

/** What bulk creation would do, per evaluatee (a page), with the admin's changes applied; writes nothing. */
export const previewBulkEvaluations = (body: PreviewBody) => api.call(evaluationRoutes.previewBulkEvaluations, { body });
export const previewQuery = (body: PreviewBody) =>
  queryOptions({
    queryKey: evaluationKeys.preview(body),
    queryFn: () => previewBulkEvaluations(body),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
export const usePreviewBulkEvaluations = (body: PreviewBody | null) => useQuery({ ...previewQuery(body!), enabled: body !== null });

/** The largest page the preview gives. */
const ROWS_PAGE = 200;

/** Every evaluatee of the preview the body picks (all its pages): the rows a bulk replacement goes through. */
export async function previewRows(body: Omit<PreviewBody, 'page' | 'page_size'>): Promise<ProposalRow[]> {
  const rows: ProposalRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await previewBulkEvaluations({ ...body, page, page_size: ROWS_PAGE });
    rows.push(...answer.results);
    if (answer.results.length === 0 || rows.length >= answer.count) return rows;
  }
}
export const usePreviewRows = (body: Omit<PreviewBody, 'page' | 'page_size'> | null) =>
  useQuery({
    queryKey: evaluationKeys.previewRows(body!),
    queryFn: () => previewRows(body!),
    enabled: body !== null,
    meta: { silent: true },
  });
