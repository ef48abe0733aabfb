import { fileFormatQuerySchema, importResultSchema } from '@performa/contracts/api/employees';
import { optionalId } from '@performa/contracts/validation';
import { contextOf } from '../plugins/auth.ts';
import { requestLanguage } from '../plugins/errors.ts';
import { importUpload, uploadSchema } from '../plugins/uploads.ts';
import { exportGoals, goalTemplate } from '../services/goal-data/export.ts';
import { importGoals } from '../services/goal-data/import.ts';
import { importAnswers, sendSheet, sheetProduces } from './sheets.ts';
import { authErrors, fieldErrors, type RouteModule } from './types.ts';

/** Goal import from Excel and goal data export (under /api/goals/; domain.md §5). */
export const goalDataRoutes: RouteModule = (app) => {
  const tags = ['goals'];
  app.get('/goals/import-goals-from-excel/', {
    config: { access: 'goalsEdit' },
    schema: {
      tags,
      summary: 'The goal import template (XLSX or CSV)',
      querystring: fileFormatQuerySchema,
      produces: sheetProduces,
      response: { ...authErrors },
    },
    handler: async (request, reply) => sendSheet(reply, request.query.format, 'goals-template', await goalTemplate(request.query.format)),
  });
  app.post('/goals/import-goals-from-excel/', {
    config: { access: 'goalsEdit' },
    schema: {
      tags,
      ...uploadSchema,
      summary:
        'Import personal goals from XLSX or CSV (multipart field "file"): all rows or none; a row matching an employee’s goal (period, round, name) updates it; every round’s weights must stay ≤ 100',
      response: { 200: importResultSchema, ...fieldErrors, ...authErrors, ...importAnswers },
    },
    handler: async (request) => importUpload(request, (file) => importGoals(contextOf(request), file, requestLanguage(request))),
  });
  app.get('/goals/goal-data-export/', {
    config: { access: 'goalsView' },
    schema: {
      tags,
      summary: 'Export personal goals (the import’s columns and the score), of the project or of one period or employee',
      querystring: fileFormatQuerySchema.extend({ period: optionalId(), employee: optionalId() }),
      produces: sheetProduces,
      response: { ...authErrors },
    },
    handler: async (request, reply) =>
      sendSheet(
        reply,
        request.query.format,
        'goals',
        await exportGoals(contextOf(request), request.query.format, { period: request.query.period, employee: request.query.employee }),
      ),
  });
};
