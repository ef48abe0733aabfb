import { dataExportRoutes } from '@performa/contracts/routes/data-export';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, saveFile } from '../../../lib/api-client.ts';
import { reportingKeys } from './keys.ts';

/** The workbook of a ready export (XLSX), with the name the server gives it. */
export const downloadDataExport = (id: number) => api.downloadFrom(dataExportRoutes.downloadDataExport, { params: { id } });

/**
 * Downloads an export's workbook and saves it through the browser. A refusal (an export that expired
 * meanwhile: 404) reads the list again, which then shows it expired; the screen shows the refusal itself.
 */
export function useDownloadDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => saveFile(await downloadDataExport(id)),
    meta: { silent: true },
    onError: () => client.invalidateQueries({ queryKey: reportingKeys.dataExports() }),
  });
}
