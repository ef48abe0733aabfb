import { Z_BANDS, type RaterReport, type raterReportExportQuerySchema, type raterReportQuerySchema } from '@performa/contracts/api/reports';
import type { z } from 'zod';
import type { ServiceContext } from '../context.ts';
import { raterPatternsOf, raterZCounts, type RaterSource } from '../results/rater-patterns.ts';
import { cell, type Page, pageOf, personCells, type ReportSheet, type ReportTexts } from './sheet.ts';
import { reportTarget, type ReportTarget } from './target.ts';

/**
 * Report: rater patterns (docs/product.md §5.7, §7.10): the calibration screen's rater patterns
 * (services/results/rater-patterns.ts) over the chosen round, or over every round of the period together,
 * and only about the report's people as evaluatees (the filters choose the evaluatees: department with its
 * subtree, position, grade). The company's figures are those of every answer about them; the party filter
 * keeps the evaluators' answers in that party. Beside the list, the chart: the evaluators (party filter
 * applied, flag filter not) counted per band of z, in full precision: below −2, −2 to below −1, −1 to
 * below 0, 0 to below 1, 1 to below 2, 2 and above; evaluators without a z are left out. Without a period
 * the report is empty.
 */

type Query = z.output<typeof raterReportQuerySchema>;
type ExportQuery = z.output<typeof raterReportExportQuerySchema>;

/** The edges between the bands of Z_BANDS. */
const Z_EDGES = [-2, -1, 0, 1, 2] as const;

const sourceOf = (target: ReportTarget): RaterSource => ({ roundIds: target.roundIds, evaluatees: target.people });

const NO_PATTERNS = { company: { ratings: 0, mean: null, spread: null }, count: 0, results: [] };

async function patterns(ctx: ServiceContext, target: ReportTarget, query: Query | ExportQuery, page: Page | null) {
  return target.roundIds.length === 0 ? NO_PATTERNS : raterPatternsOf(ctx, sourceOf(target), query, page);
}

/** reports/rater-patterns/. */
export async function raterReport(ctx: ServiceContext, query: Query): Promise<RaterReport> {
  const target = await reportTarget(ctx, query);
  const [page, counts] = await Promise.all([
    patterns(ctx, target, query, pageOf(query)),
    target.roundIds.length === 0 ? Z_BANDS.map(() => 0) : raterZCounts(ctx, sourceOf(target), query.party, Z_EDGES),
  ]);
  return {
    scope: target.scope,
    ...page,
    page: query.page,
    page_size: query.page_size,
    bands: Z_BANDS.map((band, i) => ({ band, count: counts[i] ?? 0 })),
  };
}

const TEXTS: ReportTexts<{ sheet: string; header: string[]; flags: Record<'lenient' | 'harsh', string> }> = {
  en: {
    sheet: 'rater patterns',
    header: ['Evaluator', 'Department', 'Position', 'Ratings', 'Evaluatees', 'Mean', 'Spread', 'Difference', 'z', 'Flag'],
    flags: { lenient: 'Lenient', harsh: 'Harsh' },
  },
  az: {
    sheet: 'qiymətləndirənlərin meylləri',
    header: ['Qiymətləndirən', 'Şöbə', 'Vəzifə', 'Qiymətlər', 'Qiymətləndirilənlər', 'Orta', 'Yayınma', 'Fərq', 'z', 'Meyl'],
    flags: { lenient: 'Yumşaq', harsh: 'Sərt' },
  },
  ru: {
    sheet: 'стиль оценивающих',
    header: ['Оценивающий', 'Отдел', 'Должность', 'Оценок', 'Оцениваемых', 'Среднее', 'Разброс', 'Разница', 'z', 'Стиль'],
    flags: { lenient: 'Мягкий', harsh: 'Строгий' },
  },
};

/** The export: every evaluator the filters keep, in the asked order. */
export async function raterSheet(ctx: ServiceContext, query: ExportQuery): Promise<ReportSheet> {
  const text = TEXTS[ctx.lang];
  const target = await reportTarget(ctx, query);
  const { results } = await patterns(ctx, target, query, null);
  return {
    name: text.sheet,
    header: text.header,
    rows: results.map((r) => [
      ...personCells(r.evaluator),
      String(r.ratings),
      String(r.evaluatees),
      cell(r.mean),
      cell(r.spread),
      cell(r.difference),
      cell(r.z),
      r.flag === null ? '' : text.flags[r.flag],
    ]),
  };
}
