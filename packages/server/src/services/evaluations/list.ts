import {
  EVALUATION_KINDS,
  EVALUATION_PARTIES,
  type Evaluation,
  type evaluationExportQuerySchema,
  type evaluationFilterSchema,
  type evaluationListQuerySchema,
  type EvaluationPage,
  type evaluationPanelPageSchema,
  type evaluationPanelQuerySchema,
  type EvaluationProgress,
  type EvaluationKind,
  type EvaluationParty,
} from '@performa/contracts/api/evaluations';
import type { Language } from '@performa/contracts/i18n/languages';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { contains, intArray, rowsOf } from '../../db/raw.ts';
import { subtreeIds } from '../../db/tree.ts';
import { writeSheet, type SheetFormat } from '../../lib/spreadsheets.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { ServiceContext } from '../context.ts';
import { getFrequency, requireProject } from '../scope.ts';
import { EVALUATION_EXPORT_TEXTS } from './export-texts.ts';
import { loadPeople, toPerson } from './people.ts';
import { adminReach, countEvaluations, selectEvaluations } from './rows.ts';

/**
 * The evaluations of a round as admins follow them (docs/product.md §5.4, §7.6 /evaluations): the list,
 * its export, the round's progress and the per-evaluatee progress of the performance panel. Everything
 * within the caller's reach (company, project, department scope of the evaluatee).
 */

type Filter = z.output<typeof evaluationFilterSchema>;

/** Evaluatees placed in a department or anywhere below it (as their department or sub-department). */
const inDepartmentTree = (departmentId: number) => {
  const tree = subtreeIds('departments', departmentId);
  return sql`(ee.department_id in ${tree} or ee.sub_department_id in ${tree})`;
};

/** The reach and the round (404 for a round of another project), the common start of every condition. */
async function roundReach(ctx: ServiceContext, frequencyId: number): Promise<SQL[]> {
  const round = await getFrequency(ctx, frequencyId);
  return [await adminReach(ctx), sql`e.frequency_id = ${round.id}`];
}

/** The condition of the list and its export. */
async function listWhere(ctx: ServiceContext, f: Filter): Promise<SQL> {
  const parts = await roundReach(ctx, f.frequency_id);
  if (f.department !== null) parts.push(inDepartmentTree(f.department));
  if (f.position !== null) parts.push(sql`ee.position_id = ${f.position}`);
  if (f.evaluatee !== null) parts.push(sql`e.evaluatee_id = ${f.evaluatee}`);
  if (f.evaluator !== null) parts.push(sql`e.evaluator_id = ${f.evaluator}`);
  if (f.party !== undefined) parts.push(sql`e.party = ${f.party}`);
  if (f.kind !== undefined) parts.push(sql`e.kind = ${f.kind}`);
  if (f.completion !== 'all') parts.push(f.completion === 'completed' ? sql`e.completed_at is not null` : sql`e.completed_at is null`);
  if (f.card !== 'all') parts.push(f.card === 'active' ? sql`e.activated_at is not null` : sql`e.activated_at is null`);
  if (f.state !== 'all') parts.push(f.state === 'active' ? sql`e.terminated_at is null` : sql`e.terminated_at is not null`);
  const search = contains(
    sql`ee.employee_number || ' ' || ee.first_name || ' ' || ee.last_name || ' ' || er.employee_number || ' ' || er.first_name || ' ' || er.last_name`,
    f.search,
  );
  if (search) parts.push(search);
  return sql.join(parts, sql` and `);
}

const ORDERINGS: Record<string, SQL> = {
  evaluatee: sql`lower(ee.first_name || ' ' || ee.last_name)`,
  evaluator: sql`lower(er.first_name || ' ' || er.last_name)`,
  party: sql`e.party`,
  kind: sql`e.kind`,
  department: sql`lower(eed.name)`,
  completed_at: sql`e.completed_at`,
  created_at: sql`e.created_at`,
};

/** `ordering` (a column, "-" for descending) as ORDER BY, with the id as the last key so that pages never overlap. */
function orderOf(ordering: string): SQL {
  const descending = ordering.startsWith('-');
  const column = ORDERINGS[descending ? ordering.slice(1) : ordering] ?? ORDERINGS.evaluatee!;
  return sql`${column} ${sql.raw(descending ? 'desc nulls last' : 'asc nulls last')}, e.id`;
}

/** wizard/evaluation-list/: the round's evaluations, filtered, sorted and paged. */
export async function listEvaluations(ctx: ServiceContext, query: z.output<typeof evaluationListQuerySchema>): Promise<EvaluationPage> {
  const where = await listWhere(ctx, query);
  const rows = await selectEvaluations(ctx.deps.db, {
    where,
    orderBy: orderOf(query.ordering),
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { count: await countEvaluations(ctx.deps.db, where), page: query.page, page_size: query.page_size, results: rows.map((r) => r.evaluation) };
}

/** An evaluation under the header of EVALUATION_EXPORT_TEXTS, in the words of `text`; the data export (services/data-export) writes the same columns. */
export function evaluationExportCells(e: Evaluation, text: (typeof EVALUATION_EXPORT_TEXTS)[Language]): string[] {
  return [
    e.evaluatee.full_name,
    e.evaluatee.department?.name ?? '',
    e.evaluatee.position?.name ?? '',
    e.evaluator.full_name,
    e.evaluator.position?.name ?? '',
    text.party[e.party],
    text.kind[e.kind],
    e.round.period.name,
    e.round.name,
    e.active ? text.card.active : text.card.inactive,
    e.terminated ? text.state.terminated : text.state.active,
    e.completed ? text.completed.yes : text.completed.no,
    e.evaluation_date ?? '',
    e.completed_at?.slice(0, 10) ?? '',
  ];
}

/** wizard/evaluation-list/export/: the filtered list as XLSX or CSV, with headers and words in the caller's language (docs/product.md §6.2). */
export async function exportEvaluations(ctx: ServiceContext, query: z.output<typeof evaluationExportQuerySchema>, lang: Language) {
  const text = EVALUATION_EXPORT_TEXTS[lang];
  const rows = await selectEvaluations(ctx.deps.db, { where: await listWhere(ctx, query), orderBy: orderOf('evaluatee') });
  const cells = rows.map(({ evaluation: e }) => evaluationExportCells(e, text));
  return writeSheet(query.format as SheetFormat, text.sheet, text.header, cells);
}

/** wizard/evaluation-progress/: completed of total over the round's evaluations that are not terminated, per party, kind and department. */
export async function evaluationProgress(ctx: ServiceContext, frequencyId: number): Promise<EvaluationProgress> {
  const where = sql.join([...(await roundReach(ctx, frequencyId)), sql`e.terminated_at is null`], sql` and `);
  const groups = await rowsOf<{
    party: EvaluationParty;
    kind: EvaluationKind;
    department_id: number | null;
    department: string | null;
    total: number;
    completed: number;
    active: number;
  }>(
    ctx.deps.db,
    sql`select e.party, e.kind, d.id as department_id, d.name as department,
        count(*)::int as total, count(e.completed_at)::int as completed, count(e.activated_at)::int as active
      from evaluations e
      join employees ee on ee.id = e.evaluatee_id
      left join departments d on d.id = coalesce(ee.sub_department_id, ee.department_id)
      where ${where}
      group by e.party, e.kind, d.id, d.name`,
  );
  const sum = (list: typeof groups) => ({
    total: list.reduce((n, g) => n + g.total, 0),
    completed: list.reduce((n, g) => n + g.completed, 0),
  });
  const departments = [...groupBy(groups, (g) => g.department_id)].map(([id, list]) => ({
    department: id === null ? null : { id, name: list[0]!.department! },
    list,
  }));
  return {
    ...sum(groups),
    active: groups.reduce((n, g) => n + g.active, 0),
    by_party: EVALUATION_PARTIES.map((party) => ({ party, ...sum(groups.filter((g) => g.party === party)) })),
    by_kind: EVALUATION_KINDS.map((kind) => ({ kind, ...sum(groups.filter((g) => g.kind === kind)) })),
    by_department: departments
      .sort((a, b) => (a.department === null ? 1 : b.department === null ? -1 : a.department.name.localeCompare(b.department.name)))
      .map((d) => ({ department: d.department, ...sum(d.list) })),
  };
}

/** wizard/evaluation-list-for-panel/: per evaluatee of the round (by name), skill and goal evaluations completed of total. */
export async function evaluationPanel(
  ctx: ServiceContext,
  query: z.output<typeof evaluationPanelQuerySchema>,
): Promise<z.output<typeof evaluationPanelPageSchema>> {
  const parts = [...(await roundReach(ctx, query.frequency_id)), sql`e.terminated_at is null`];
  if (query.department !== null) parts.push(inDepartmentTree(query.department));
  const search = contains(sql`ee.employee_number || ' ' || ee.first_name || ' ' || ee.last_name`, query.search);
  if (search) parts.push(search);
  const where = sql.join(parts, sql` and `);
  const from = sql`from evaluations e join employees ee on ee.id = e.evaluatee_id where ${where}`;
  const [counted] = await rowsOf<{ n: number }>(ctx.deps.db, sql`select count(distinct e.evaluatee_id)::int as n ${from}`);
  const rows = await rowsOf<{ evaluatee_id: number; skill_total: number; skill_done: number; goal_total: number; goal_done: number }>(
    ctx.deps.db,
    sql`select e.evaluatee_id,
        count(*) filter (where e.kind = 'skill')::int as skill_total, count(e.completed_at) filter (where e.kind = 'skill')::int as skill_done,
        count(*) filter (where e.kind = 'goal')::int as goal_total, count(e.completed_at) filter (where e.kind = 'goal')::int as goal_done
      ${from}
      group by e.evaluatee_id, ee.first_name, ee.last_name
      order by lower(ee.first_name || ' ' || ee.last_name), e.evaluatee_id
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  );
  const ids = rows.map((r) => r.evaluatee_id);
  const people = new Map(
    (await loadPeople(ctx.deps.db, { companyId: ctx.actor.companyId, projectId: requireProject(ctx) }, sql`ee.id = any(${intArray(ids)})`)).map((p) => [
      p.id,
      p,
    ]),
  );
  return {
    count: counted?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((r) => ({
      evaluatee: toPerson(people.get(r.evaluatee_id)!),
      skill: { total: r.skill_total, completed: r.skill_done },
      goal: { total: r.goal_total, completed: r.goal_done },
    })),
  };
}
