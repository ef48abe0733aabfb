import { goalDataRoutes as api } from '@performa/contracts/routes/goal-data';
import { contextOf } from '../plugins/auth.ts';
import { requestLanguage } from '../plugins/errors.ts';
import { importUpload } from '../plugins/uploads.ts';
import { exportGoals, goalTemplate } from '../services/goal-data/export.ts';
import { importGoals } from '../services/goal-data/import.ts';
import { serve } from './serve.ts';
import { sendSheet } from './sheets.ts';
import type { RouteModule } from './types.ts';

/** Goal import from Excel and goal data export (under /api/goals/; docs/product.md §6.6). */
export const goalDataRoutes: RouteModule = (app) => {
  serve(app, api.goalTemplate, async (request, reply) => sendSheet(reply, request.query.format, 'goals-template', await goalTemplate(request.query.format)));
  serve(app, api.importGoals, (request) => importUpload(request, (file) => importGoals(contextOf(request), file, requestLanguage(request))));
  serve(app, api.exportGoals, async (request, reply) =>
    sendSheet(
      reply,
      request.query.format,
      'goals',
      await exportGoals(contextOf(request), request.query.format, { period: request.query.period, employee: request.query.employee }),
    ),
  );
};
