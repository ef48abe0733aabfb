import { dataExportRoutes as api } from '@performa/contracts/routes/data-export';
import { CONTENT_TYPES } from '../lib/spreadsheets.ts';
import { contextOf } from '../plugins/auth.ts';
import { dataExportFile, getDataExport, listDataExports, startDataExport } from '../services/data-export/exports.ts';
import { serve } from './serve.ts';
import { attachment } from './sheets.ts';
import type { RouteModule } from './types.ts';

/**
 * The whole project's data export (docs/product.md §6.7): start (a job on the queue), the list and one
 * export with their progress, and the download of a ready workbook, sent as it is read from its chunks.
 */
export const dataExportRoutes: RouteModule = (app) => {
  serve(app, api.startDataExport, (request) => startDataExport(contextOf(request), request.body));
  serve(app, api.listDataExports, (request) => listDataExports(contextOf(request)));
  serve(app, api.dataExport, (request) => getDataExport(contextOf(request), request.params.id));
  serve(app, api.downloadDataExport, async (request, reply) => {
    const file = await dataExportFile(contextOf(request), request.params.id);
    return reply.type(CONTENT_TYPES.xlsx).header('content-length', file.size).header('content-disposition', attachment(file.filename)).send(file.stream);
  });
};
