import type { DataExport } from '@performa/contracts/api/data-export';
import type { RouteInput } from '@performa/contracts/routes/define';
import { dataExportRoutes } from '@performa/contracts/routes/data-export';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reportingKeys } from './keys.ts';

export type StartDataExportBody = RouteInput<typeof dataExportRoutes.startDataExport>['body'];

/** Starts the export of a period's data (a job on the queue: the answer is the export, queued). */
export const startDataExport = (body: StartDataExportBody) => api.call(dataExportRoutes.startDataExport, { body });

/**
 * Starting an export puts it at the top of the list at once (which starts the polling), then reads the list
 * again, also after a refusal (409: another export is under way, perhaps one this list did not show yet).
 * The screen shows the refusal itself.
 */
export function useStartDataExport() {
  const client = useQueryClient();
  const key = reportingKeys.dataExports();
  return useMutation({
    mutationFn: startDataExport,
    meta: { silent: true },
    onSuccess: (created) => client.setQueryData<DataExport[]>(key, (list) => [created, ...(list ?? []).filter((item) => item.id !== created.id)]),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
