import type { PeriodReport, periodReportExportQuerySchema, periodReportQuerySchema, ReportFilter } from '@performa/contracts/api/reports';
import type { ResultPerson } from '@performa/contracts/api/results';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { intArray, rowsOf } from '../../db/raw.ts';
import { groupBy } from '../../lib/group-by.ts';
import { compareText } from '../../lib/text-order.ts';
import type { ServiceContext } from '../context.ts';
import { listPeriodOptions } from '../periods/periods.ts';
import { getFrequency } from '../scope.ts';
import { PERSON_COLUMNS, PERSON_JOINS, toPerson, type PersonRecord } from '../results/person-columns.ts';
import { shown } from '../results/person.ts';
import { cell, type Page, pageOf, personCells, type ReportSheet, type ReportTexts } from './sheet.ts';
import { COUNTING_SCORE, reportTarget } from './target.ts';

/**
 * Report: period over period (docs/product.md §7.10): each person's period score (rule 9, §4.9: the mean of
 * the scores that count, rule 10, of the period's rounds that have results) in the chosen period and in
 * every period of the project that starts before it, side by side, oldest first, with the change from the
 * previous column to the chosen period. The report is about a period, never a round (a round given only
 * chooses its period): the grade filter takes the chosen period's score. People without a score in any of
 * the periods are left out. Sorted and paged in memory; nulls always last.
 */

type Query = z.output<typeof periodReportQuerySchema>;
type ExportQuery = z.output<typeof periodReportExportQuerySchema>;

interface Line {
  employee: ResultPerson;
  /** Full precision, in the order of the columns; null: no score in that period. */
  scores: Array<number | null>;
  change: number | null;
}

/** The key each ordering sorts by (full_name: its lower-case name; the others a score). */
const KEYS: Record<string, (line: Line, columns: number) => string | number | null> = {
  full_name: (l) => l.employee.full_name.toLowerCase(),
  score: (l, n) => l.scores[n - 1] ?? null,
  previous: (l, n) => (n < 2 ? null : (l.scores[n - 2] ?? null)),
  change: (l) => l.change,
};

/** Orders lines by `ordering` ("-" for descending), nulls last either way, the employee id breaking ties. */
function sortLines(lines: Line[], ordering: string, columns: number): Line[] {
  const descending = ordering.startsWith('-');
  const key = KEYS[descending ? ordering.slice(1) : ordering] ?? KEYS.change!;
  const keyed = lines.map((line) => ({ line, key: key(line, columns) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? a.line.employee.id - b.line.employee.id : a.key === null ? 1 : -1;
    const order = typeof a.key === 'string' ? compareText(a.key, b.key as string) : a.key - (b.key as number);
    return (descending ? -order : order) || a.line.employee.id - b.line.employee.id;
  });
  return keyed.map((k) => k.line);
}

interface Table {
  report: Omit<PeriodReport, 'count' | 'page' | 'page_size' | 'results'>;
  /** Every line, sorted. */
  lines: Line[];
}

/** The report's columns and every line in the asked order. */
async function periodTable(ctx: ServiceContext, query: ReportFilter & { ordering: string }): Promise<Table> {
  // A round asked for only names its period (left out: the current period).
  const round = query.period === null && query.frequency_id !== null ? await getFrequency(ctx, query.frequency_id) : null;
  const target = await reportTarget(ctx, { ...query, period: round?.periodId ?? query.period, frequency_id: null });
  const chosen = target.scope.period;
  if (chosen === null) return { report: { scope: target.scope, periods: [], means: [] }, lines: [] };
  // listPeriodOptions is newest first: the chosen period and those that start before it, reversed.
  const periods = (await listPeriodOptions(ctx)).filter((p) => p.id === chosen.id || p.start_date < chosen.start_date).reverse();
  const column = new Map(periods.map((p, i) => [p.id, i]));
  const rows = await rowsOf<PersonRecord & { period_id: number; score: number }>(
    ctx.deps.db,
    sql`with s as (
        select r.employee_id, f.period_id, avg(${COUNTING_SCORE}) as score
        from evaluation_results r join frequencies f on f.id = r.frequency_id
        where r.project_id = ${target.projectId} and f.period_id = any(${intArray(periods.map((p) => p.id))})
          and r.employee_id in (select em.id from employees em where ${target.people})
        group by r.employee_id, f.period_id
      )
      select ${PERSON_COLUMNS}, s.period_id, s.score
      from s join employees em on em.id = s.employee_id ${PERSON_JOINS}
      where s.score is not null
      order by em.id`,
  );
  const last = periods.length - 1;
  const lines = [...groupBy(rows, (r) => r.employee_id).values()].map((mine): Line => {
    const scores: Array<number | null> = periods.map(() => null);
    for (const r of mine) scores[column.get(r.period_id)!] = r.score;
    const now = scores[last] ?? null;
    const before = last > 0 ? (scores[last - 1] ?? null) : null;
    return { employee: toPerson(mine[0]!), scores, change: now === null || before === null ? null : now - before };
  });
  const means = periods.map((p, i) => {
    const scored = lines.flatMap((l) => (l.scores[i] === null ? [] : [l.scores[i]!]));
    return { period_id: p.id, count: scored.length, mean: scored.length === 0 ? null : shown(scored.reduce((a, b) => a + b, 0) / scored.length) };
  });
  return { report: { scope: target.scope, periods, means }, lines: sortLines(lines, query.ordering, periods.length) };
}

const present = (l: Line) => ({ employee: l.employee, scores: l.scores.map(shown), change: shown(l.change) });

/** reports/periods/. */
export async function periodReport(ctx: ServiceContext, query: Query): Promise<PeriodReport> {
  const { report, lines } = await periodTable(ctx, query);
  const page: Page = pageOf(query);
  return {
    ...report,
    count: lines.length,
    page: query.page,
    page_size: query.page_size,
    results: lines.slice(page.offset, page.offset + page.limit).map(present),
  };
}

const TEXTS: ReportTexts<{ sheet: string; header: [string, string, string, string]; change: string }> = {
  en: { sheet: 'period over period', header: ['Employee number', 'Name', 'Department', 'Position'], change: 'Change' },
  az: { sheet: 'dövrlər üzrə', header: ['İşçi nömrəsi', 'Ad', 'Şöbə', 'Vəzifə'], change: 'Dəyişmə' },
  ru: { sheet: 'по периодам', header: ['Табельный номер', 'Имя', 'Отдел', 'Должность'], change: 'Изменение' },
};

/** The export: every line in the asked order, a column per period (by its name) and the change. */
export async function periodSheet(ctx: ServiceContext, query: ExportQuery): Promise<ReportSheet> {
  const text = TEXTS[ctx.lang];
  const { report, lines } = await periodTable(ctx, query);
  return {
    name: text.sheet,
    header: [...text.header, ...report.periods.map((p) => p.name), text.change],
    rows: lines.map(present).map((l) => [...personCells(l.employee), ...l.scores.map(cell), cell(l.change)]),
  };
}
