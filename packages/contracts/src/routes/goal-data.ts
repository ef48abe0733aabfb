import { fileFormatQuerySchema, importResultSchema } from '../api/employees.ts';
import { optionalId } from '../validation.ts';
import { authErrors, fieldErrors, importAnswers, sheetDownload } from './answers.ts';
import { route } from './define.ts';

/** Goal import from Excel and goal data export (docs/product.md §6.6). */
const tags = ['goals'];

/** The export's query: the file format, and optionally one period or one employee. */
export const goalExportQuerySchema = fileFormatQuerySchema.extend({ period: optionalId(), employee: optionalId() });

export const goalDataRoutes = {
  goalTemplate: route({
    method: 'GET',
    path: '/goals/import-goals-from-excel/',
    access: 'goalsEdit',
    tags,
    summary: 'The goal import template (XLSX or CSV)',
    query: fileFormatQuerySchema,
    ...sheetDownload,
    errors: authErrors,
  }),
  importGoals: route({
    method: 'POST',
    path: '/goals/import-goals-from-excel/',
    access: 'goalsEdit',
    tags,
    summary:
      'Import personal goals from XLSX or CSV (multipart field "file"): all rows or none; a row matching an employee’s goal (period, round, name) updates it; every round’s weights must stay ≤ 100',
    kind: 'upload',
    status: 200,
    response: importResultSchema,
    errors: { ...fieldErrors, ...authErrors, ...importAnswers },
  }),
  exportGoals: route({
    method: 'GET',
    path: '/goals/goal-data-export/',
    access: 'goalsView',
    tags,
    summary: 'Export personal goals (the import’s columns and the score), of the project or of one period or employee',
    query: goalExportQuerySchema,
    ...sheetDownload,
    errors: authErrors,
  }),
};
