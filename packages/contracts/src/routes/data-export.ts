import { z } from 'zod';
import { dataExportBodySchema, dataExportParamsSchema, dataExportSchema } from '../api/data-export.ts';
import { authErrors, conflict, fieldErrors } from './answers.ts';
import { route } from './define.ts';

/**
 * The whole project's data export (docs/product.md §6.7): started by an admin, built by a job, listed with
 * its progress, downloaded as XLSX. Admins only (management); an export made for a department scope is
 * seen and downloaded only by admins whose scope holds it (another's: 404).
 */
const tags = ['exports'];
const management = 'management';
const errors = { ...fieldErrors, ...authErrors };

export const dataExportRoutes = {
  startDataExport: route({
    method: 'POST',
    path: '/wizard/export-data/',
    access: management,
    tags,
    summary: 'Start the export of every result and evaluation of a period (a job; the answer is its state, queued)',
    description: '409 while another data export of the project is queued or running.',
    body: dataExportBodySchema,
    status: 201,
    response: dataExportSchema,
    errors: { ...errors, ...conflict },
  }),
  listDataExports: route({
    method: 'GET',
    path: '/wizard/export-data/',
    access: management,
    tags,
    summary: 'The data exports of the selected project the caller may download, newest first, with their progress',
    status: 200,
    response: z.array(dataExportSchema),
    errors: authErrors,
  }),
  dataExport: route({
    method: 'GET',
    path: '/wizard/export-data/:id/',
    access: management,
    tags,
    summary: 'One data export with its progress',
    params: dataExportParamsSchema,
    status: 200,
    response: dataExportSchema,
    errors,
  }),
  downloadDataExport: route({
    method: 'GET',
    path: '/wizard/export-data/:id/file/',
    access: management,
    tags,
    summary: 'The workbook of a ready data export (XLSX)',
    params: dataExportParamsSchema,
    kind: 'download',
    produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    status: 200,
    response: null,
    errors,
  }),
};
