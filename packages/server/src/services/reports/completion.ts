import { EVALUATION_PARTIES, type EvaluationParty } from '@performa/contracts/api/evaluations';
import type {
  COMPLETION_REPORT_ORDERINGS,
  CompletionReport,
  completionReportExportQuerySchema,
  completionReportQuerySchema,
} from '@performa/contracts/api/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { intArray, rowsOf } from '../../db/raw.ts';
import type { ServiceContext } from '../context.ts';
import { adminReach } from '../evaluations/rows.ts';
import { byDepartment } from '../results/department-groups.ts';
import { PERSON_COLUMNS, PERSON_JOINS, toPerson, type PersonRecord } from '../results/person-columns.ts';
import { type Page, pageOf, personCells, type ReportSheet, type ReportTexts } from './sheet.ts';
import { reportTarget, type ReportTarget } from './target.ts';

/**
 * Report: completion (docs/product.md §7.10): the evaluations of the report's rounds that count in the
 * progress (§5.4: activated, so visible to their evaluator, and not terminated, §5.1) whose evaluatee is one
 * of the report's people, within the admin's reach of evaluations (§2.8), completed of total: overall, per
 * party, per department row of the evaluatee, and per evaluator with what they still have to do.
 */

type Query = z.output<typeof completionReportQuerySchema>;
type ExportQuery = z.output<typeof completionReportExportQuerySchema>;
type Ordering = (typeof COMPLETION_REPORT_ORDERINGS)[number];

/**
 * FROM and WHERE of the evaluations the report counts: `e` with its evaluatee joined twice, as `ee` for the
 * admin's reach (adminReach) and as `em` for the report's people (target.people).
 */
async function counted(ctx: ServiceContext, target: ReportTarget): Promise<SQL> {
  return sql`from evaluations e
    join employees ee on ee.id = e.evaluatee_id
    join employees em on em.id = e.evaluatee_id
    where ${await adminReach(ctx)} and e.frequency_id = any(${intArray(target.roundIds)})
      and e.activated_at is not null and e.terminated_at is null and ${target.people}`;
}

const ORDERINGS: Record<Ordering, (direction: SQL) => SQL> = {
  evaluator: (direction) => sql`lower(em.last_name) ${direction}, lower(em.first_name) ${direction}`,
  total: (direction) => sql`x.total ${direction}`,
  completed: (direction) => sql`x.completed ${direction}`,
  pending: (direction) => sql`x.total - x.completed ${direction}`,
};

/** `ordering` (a column, "-" for descending) as ORDER BY, the evaluator's id last so that pages never overlap. */
function orderOf(ordering: string): SQL {
  const descending = ordering.startsWith('-');
  const column = ORDERINGS[(descending ? ordering.slice(1) : ordering) as Ordering] ?? ORDERINGS.evaluator;
  return sql`${column(sql.raw(descending ? 'desc' : 'asc'))}, em.id`;
}

type EvaluatorRow = CompletionReport['results'][number];

/** Per evaluator of the counted evaluations (shown as themselves, `em`), in the given order; a page of them, else every one. */
async function evaluatorRows(ctx: ServiceContext, from: SQL, ordering: string, page?: Page): Promise<EvaluatorRow[]> {
  const rows = await rowsOf<PersonRecord & { total: number; completed: number }>(
    ctx.deps.db,
    sql`select ${PERSON_COLUMNS}, x.total, x.completed
      from (select e.evaluator_id, count(*)::int as total, count(e.completed_at)::int as completed ${from} group by e.evaluator_id) x
      join employees em on em.id = x.evaluator_id
      ${PERSON_JOINS}
      order by ${orderOf(ordering)}
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
  return rows.map((r) => ({ evaluator: toPerson(r), total: r.total, completed: r.completed, pending: r.total - r.completed }));
}

interface Group {
  party: EvaluationParty;
  place_id: number | null;
  total: number;
  completed: number;
}

const sum = (groups: readonly Group[]) => ({
  total: groups.reduce((n, g) => n + g.total, 0),
  completed: groups.reduce((n, g) => n + g.completed, 0),
});

/** reports/completion/: completed of total overall, per party (every party, in order) and per department row, and the page of evaluators. */
export async function completionReport(ctx: ServiceContext, query: Query): Promise<CompletionReport> {
  const target = await reportTarget(ctx, query);
  const page = pageOf(query);
  if (target.roundIds.length === 0) {
    return {
      scope: target.scope,
      total: { total: 0, completed: 0 },
      parties: EVALUATION_PARTIES.map((party) => ({ party, total: 0, completed: 0 })),
      departments: [],
      count: 0,
      page: query.page,
      page_size: query.page_size,
      results: [],
    };
  }
  const from = await counted(ctx, target);
  const [groups, [evaluators], results] = await Promise.all([
    rowsOf<Group>(
      ctx.deps.db,
      sql`select e.party, coalesce(em.sub_department_id, em.department_id) as place_id, count(*)::int as total, count(e.completed_at)::int as completed
        ${from} group by e.party, coalesce(em.sub_department_id, em.department_id)`,
    ),
    rowsOf<{ n: number }>(ctx.deps.db, sql`select count(distinct e.evaluator_id)::int as n ${from}`),
    evaluatorRows(ctx, from, query.ordering, page),
  ]);
  return {
    scope: target.scope,
    total: sum(groups),
    parties: EVALUATION_PARTIES.map((party) => ({ party, ...sum(groups.filter((g) => g.party === party)) })),
    departments: byDepartment(groups, (g) => target.departmentOf(g.place_id)).map((d) => ({ department: d.department, ...sum(d.items) })),
    count: evaluators?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
    results,
  };
}

const TEXTS: ReportTexts<{ sheet: string; header: string[] }> = {
  en: { sheet: 'completion', header: ['Employee number', 'Evaluator', 'Department', 'Position', 'Evaluations', 'Completed', 'Pending'] },
  az: { sheet: 'tamamlanma', header: ['İşçi nömrəsi', 'Qiymətləndirən', 'Şöbə', 'Vəzifə', 'Qiymətləndirmələr', 'Tamamlanıb', 'Gözləyir'] },
  ru: { sheet: 'завершение', header: ['Табельный номер', 'Оценивающий', 'Отдел', 'Должность', 'Оценок', 'Завершено', 'Ожидает'] },
};

/** The export: every evaluator in the query's order, without a page. */
export async function completionSheet(ctx: ServiceContext, query: ExportQuery): Promise<ReportSheet> {
  const text = TEXTS[ctx.lang];
  const target = await reportTarget(ctx, query);
  const rows = target.roundIds.length === 0 ? [] : await evaluatorRows(ctx, await counted(ctx, target), query.ordering);
  return {
    name: text.sheet,
    header: text.header,
    rows: rows.map((r) => [...personCells(r.evaluator), String(r.total), String(r.completed), String(r.pending)]),
  };
}
