import type { z } from 'zod';
import {
  competencyReportQuerySchema,
  competencyReportSchema,
  completionReportExportQuerySchema,
  completionReportQuerySchema,
  completionReportSchema,
  distributionReportQuerySchema,
  distributionReportSchema,
  goalReportExportQuerySchema,
  goalReportQuerySchema,
  goalReportSchema,
  periodReportExportQuerySchema,
  periodReportQuerySchema,
  periodReportSchema,
  raterReportExportQuerySchema,
  raterReportQuerySchema,
  raterReportSchema,
  reportExportQuerySchema,
} from '../api/reports.ts';
import { authErrors, fieldErrors, sheetDownload } from './answers.ts';
import { route } from './define.ts';

/**
 * Reporting (docs/product.md §7.10): each report over a period or a round, filtered, as JSON (chart and
 * table) and as an XLSX or CSV export of its table (headers in the caller's language). Admins', in their
 * department scope (management).
 */
const tags = ['reports'];
const management = 'management';
const errors = { ...fieldErrors, ...authErrors };

/** A report's two routes: `GET /reports/<path>/` and its export `GET /reports/<path>/export/`. */
function report<Q extends z.ZodType, R extends z.ZodType, E extends z.ZodType>(path: string, what: string, query: Q, response: R, exportQuery: E) {
  return {
    show: route({ method: 'GET', path: `/reports/${path}/`, access: management, tags, summary: `Report: ${what}`, query, status: 200, response, errors }),
    export: route({
      method: 'GET',
      path: `/reports/${path}/export/`,
      access: management,
      tags,
      summary: `Report: ${what}, as XLSX or CSV (its table, headers in the caller’s language)`,
      query: exportQuery,
      ...sheetDownload,
      errors,
    }),
  };
}

const distribution = report(
  'distribution',
  'the final score distribution by department against the target distribution',
  distributionReportQuerySchema,
  distributionReportSchema,
  reportExportQuerySchema,
);
const competencies = report(
  'competencies',
  'the competency heat map, departments × competencies, the mean score against the norm',
  competencyReportQuerySchema,
  competencyReportSchema,
  reportExportQuerySchema,
);
const goals = report(
  'goals',
  'goal achievement by category, and each goal with target, actual and score',
  goalReportQuerySchema,
  goalReportSchema,
  goalReportExportQuerySchema,
);
const completion = report(
  'completion',
  'evaluations completed by party, department and evaluator',
  completionReportQuerySchema,
  completionReportSchema,
  completionReportExportQuerySchema,
);
const raterPatterns = report(
  'rater-patterns',
  'rater patterns: each evaluator’s ratings against the company’s',
  raterReportQuerySchema,
  raterReportSchema,
  raterReportExportQuerySchema,
);
const periods = report(
  'periods',
  'period over period: each employee’s period scores side by side, with the change',
  periodReportQuerySchema,
  periodReportSchema,
  periodReportExportQuerySchema,
);

export const reportRoutes = {
  distributionReport: distribution.show,
  exportDistributionReport: distribution.export,
  competencyReport: competencies.show,
  exportCompetencyReport: competencies.export,
  goalReport: goals.show,
  exportGoalReport: goals.export,
  completionReport: completion.show,
  exportCompletionReport: completion.export,
  raterReport: raterPatterns.show,
  exportRaterReport: raterPatterns.export,
  periodReport: periods.show,
  exportPeriodReport: periods.export,
};
