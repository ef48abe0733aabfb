import type { DistributionReport, ReportFilter } from '@performa/contracts/api/reports';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw.ts';
import type { ServiceContext } from '../context.ts';
import { distributionOf, gradeRanges, rangeOf, type ScaleRange } from '../results/calibration.ts';
import { byDepartment } from '../results/department-groups.ts';
import { shown } from '../results/person.ts';
import { cell, DEPARTMENT_ROWS, type ReportSheet, type ReportTexts } from './sheet.ts';
import { reportTarget } from './target.ts';

/**
 * Report: the final score distribution by department (docs/product.md §7.10): the people with a score that
 * counts (rule 10 in a round, rule 9 over a period) over the grades of the final score scale, overall and
 * per department row, against the calibration's target shares (§5.7). Shares as calibration counts them.
 */

const meanOf = (values: readonly number[]) => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);

function countsOf(scores: readonly number[], ranges: readonly ScaleRange[]) {
  const grades = distributionOf(
    gradeRanges(ranges, {}),
    scores.map((s) => rangeOf(s, ranges)),
  );
  return { count: scores.length, mean: shown(meanOf(scores)), counts: grades.map((g) => g.count), shares: grades.map((g) => g.share) };
}

/** reports/distribution/. */
export async function distributionReport(ctx: ServiceContext, filter: ReportFilter): Promise<DistributionReport> {
  const target = await reportTarget(ctx, filter);
  const people =
    target.roundIds.length === 0
      ? []
      : await rowsOf<{ place_id: number | null; score: number }>(
          ctx.deps.db,
          sql`select * from (
              select coalesce(em.sub_department_id, em.department_id) as place_id, ${target.score} as score from employees em where ${target.people}
            ) p where p.score is not null`,
        );
  return {
    scope: target.scope,
    total: countsOf(
      people.map((p) => p.score),
      target.ranges,
    ),
    departments: byDepartment(people, (p) => target.departmentOf(p.place_id)).map((g) => ({
      department: g.department,
      ...countsOf(
        g.items.map((p) => p.score),
        target.ranges,
      ),
    })),
  };
}

const TEXTS: ReportTexts<{ sheet: string; target: string; mean: string }> = {
  en: { sheet: 'distribution', target: 'Target', mean: 'Mean score' },
  az: { sheet: 'paylanma', target: 'Hədəf', mean: 'Orta bal' },
  ru: { sheet: 'распределение', target: 'Цель', mean: 'Средний балл' },
};

/** The export: a row per department, then all departments and the targets; per grade its people and share (%). */
export async function distributionSheet(ctx: ServiceContext, filter: ReportFilter): Promise<ReportSheet> {
  const text = { ...DEPARTMENT_ROWS[ctx.lang], ...TEXTS[ctx.lang] };
  const report = await distributionReport(ctx, filter);
  const row = (name: string, counts: DistributionReport['total']) => [
    name,
    String(counts.count),
    cell(counts.mean),
    ...counts.counts.flatMap((n, i) => [String(n), cell(counts.shares[i])]),
  ];
  return {
    name: text.sheet,
    header: [text.department, text.people, text.mean, ...report.scope.grades.flatMap((g) => [g.response, `${g.response} %`])],
    rows: [
      ...report.departments.map((d) => row(d.department?.name ?? text.none, d)),
      row(text.all, report.total),
      [text.target, '', '', ...report.scope.grades.flatMap((g) => ['', cell(g.target_share)])],
    ],
  };
}
