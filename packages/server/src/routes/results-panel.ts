import { resultRoutes as api } from '@performa/contracts/routes/results';
import { contextOf } from '../plugins/auth.ts';
import { requestLanguage } from '../plugins/errors.ts';
import { finalPerformanceResult, goalsForPerformancePanel, skillsForPerformancePanel } from '../services/results/panel.ts';
import { exportFinalResults } from '../services/results/panel-export.ts';
import { kept } from './kept.ts';
import { serve } from './serve.ts';
import { sendSheet } from './sheets.ts';
import type { RouteModule } from './types.ts';

/** The performance panel (docs/product.md §7.6, §8.8.1): every employee's results in a round, its export, and the skill and goal panels. */
export const resultPanelRoutes: RouteModule = (app) => {
  // The panel's page is read again and again while a round is calibrated: kept (ADR 43).
  serve(app, api.finalPerformanceResult, (request, reply) => kept(request, reply, 'panel', request.query, finalPerformanceResult));
  serve(app, api.exportFinalResults, async (request, reply) =>
    sendSheet(reply, request.query.format, 'final-results', await exportFinalResults(contextOf(request), request.query, requestLanguage(request))),
  );
  serve(app, api.skillsForPerformancePanel, (request) => skillsForPerformancePanel(contextOf(request), request.query));
  serve(app, api.goalsForPerformancePanel, (request) => goalsForPerformancePanel(contextOf(request), request.query));
};
