import type { DataExport } from '@performa/contracts/api/data-export';
import { dataExportRoutes } from '@performa/contracts/routes/data-export';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notificationKeys } from '../../../api/keys.ts';
import { api } from '../../../lib/api-client.ts';
import { reportingKeys } from './keys.ts';

/** How often the list is read again while an export is being made (docs/product.md §6.7: its progress). */
export const DATA_EXPORT_POLL_MS = 2000;

/** An export the job has still to finish: queued or running. */
export const isUnderWay = (item: DataExport) => item.state === 'queued' || item.state === 'running';

/** The data exports of the selected project the caller may download, newest first (wizard/export-data/). */
export const listDataExports = () => api.call(dataExportRoutes.listDataExports, {});

/**
 * Read each time the screen opens (an export may have finished, or expired, meanwhile), and every
 * DATA_EXPORT_POLL_MS while any is queued or running, so that its progress moves; polling stops as soon
 * as none is. The screen shows a failed read itself.
 */
export const dataExportsQuery = () =>
  queryOptions({
    queryKey: reportingKeys.dataExports(),
    queryFn: listDataExports,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.some(isUnderWay) ? DATA_EXPORT_POLL_MS : false),
    meta: { silent: true },
  });

/**
 * The list, polled while an export is under way. When one the screen saw under way is finished, the bell is
 * read again at once (its "ready" notice, docs/product.md §6.7) rather than at its next minute.
 */
export function useDataExports() {
  const client = useQueryClient();
  const answer = useQuery(dataExportsQuery());
  const underWay = useRef<Set<number>>(new Set());
  useEffect(() => {
    if (!answer.data) return;
    const now = new Set(answer.data.filter(isUnderWay).map((item) => item.id));
    if ([...underWay.current].some((id) => !now.has(id))) void client.invalidateQueries({ queryKey: notificationKeys.all() });
    underWay.current = now;
  }, [answer.data, client]);
  return answer;
}
