import { reportRoutes as api } from '@performa/contracts/routes/reports';
import { contextOf } from '../plugins/auth.ts';
import { completionReport, completionSheet } from '../services/reports/completion.ts';
import { competencyReport, competencySheet } from '../services/reports/competencies.ts';
import { distributionReport, distributionSheet } from '../services/reports/distribution.ts';
import { goalReport, goalSheet } from '../services/reports/goals.ts';
import { periodReport, periodSheet } from '../services/reports/periods.ts';
import { raterReport, raterSheet } from '../services/reports/rater-patterns.ts';
import { sheetFile, type ReportSheet } from '../services/reports/sheet.ts';
import type { ServiceContext } from '../services/context.ts';
import type { SheetFormat } from '../lib/spreadsheets.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { kept } from './kept.ts';
import { serve } from './serve.ts';
import { sendSheet } from './sheets.ts';
import type { RouteModule } from './types.ts';

/**
 * Reporting (docs/product.md §7.10): each report as JSON and its table as XLSX or CSV, in the admin's
 * department scope; each report kept briefly (ADR 33), its export made anew. The file is named after the
 * report (`report-<name>.<format>`).
 */
/** The handler of a report's export: its sheet written as the asked format, sent as `report-<name>.<format>`. */
function exportOf<Q>(name: string, sheet: (ctx: ServiceContext, query: Q) => Promise<ReportSheet>) {
  return async (request: FastifyRequest & { query: Q & { format: SheetFormat } }, reply: FastifyReply) =>
    sendSheet(reply, request.query.format, `report-${name}`, await sheetFile(request.query.format, await sheet(contextOf(request), request.query)));
}

export const reportRoutes: RouteModule = (app) => {
  serve(app, api.distributionReport, (request, reply) => kept(request, reply, 'report-distribution', request.query, distributionReport));
  serve(app, api.exportDistributionReport, exportOf('distribution', distributionSheet));
  serve(app, api.competencyReport, (request, reply) => kept(request, reply, 'report-competencies', request.query, competencyReport));
  serve(app, api.exportCompetencyReport, exportOf('competencies', competencySheet));
  serve(app, api.goalReport, (request, reply) => kept(request, reply, 'report-goals', request.query, goalReport));
  serve(app, api.exportGoalReport, exportOf('goals', goalSheet));
  serve(app, api.completionReport, (request, reply) => kept(request, reply, 'report-completion', request.query, completionReport));
  serve(app, api.exportCompletionReport, exportOf('completion', completionSheet));
  serve(app, api.raterReport, (request, reply) => kept(request, reply, 'report-rater-patterns', request.query, raterReport));
  serve(app, api.exportRaterReport, exportOf('rater-patterns', raterSheet));
  serve(app, api.periodReport, (request, reply) => kept(request, reply, 'report-periods', request.query, periodReport));
  serve(app, api.exportPeriodReport, exportOf('periods', periodSheet));
};
