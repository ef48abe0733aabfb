import { EVALUATION_REACH, type Logic } from '@performa/contracts/access';
import type { Evaluation, EvaluationPerson } from '@performa/contracts/api/evaluations';
import { sql, type SQL } from 'drizzle-orm';
import { intArray, rowsOf, type Runner } from '../../db/raw.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { departmentScope, requireProject } from '../scope.ts';

/**
 * The one way evaluations are read (docs/product.md §5.1): the row as every list shows it, and the
 * conditions that decide who reaches which evaluation, the rule EVALUATION_REACH of contracts/access.ts
 * evaluated on SQL (adminReach, evaluatorReach). The statements name the tables `e` (the
 * evaluation), `ee` / `er` (evaluatee and evaluator employees) and `f` (the round); a caller's extra
 * condition and order may use them.
 */

/** The columns of an evaluation row as raw statements return them. */
export interface EvaluationRecord {
  id: number;
  company_id: number;
  project_id: number;
  frequency_id: number;
  evaluatee_id: number;
  evaluator_id: number;
  kind: Evaluation['kind'];
  party: Evaluation['party'];
  memo: string;
  evaluation_date: string | null;
  activated_at: Date | string | null;
  terminated_at: Date | string | null;
  completed_at: Date | string | null;
  saved_at: Date | string | null;
  created_at: Date | string;
  evaluator_account_id: number;
  round_start: string;
  round_end: string;
}

/** An evaluation row with the people and the round, as LIST_COLUMNS reads it (toEvaluation shows it). */
export interface ListRecord extends EvaluationRecord {
  round_name: string;
  period_id: number;
  period_name: string;
  ee_first: string;
  ee_last: string;
  ee_status: 'active' | 'terminated';
  ee_image: string | null;
  ee_position_id: number | null;
  ee_position: string | null;
  ee_department_id: number | null;
  ee_department: string | null;
  er_first: string;
  er_last: string;
  er_status: 'active' | 'terminated';
  er_image: string | null;
  er_position_id: number | null;
  er_position: string | null;
  er_department_id: number | null;
  er_department: string | null;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const day = (value: Date | string | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** Everything an evaluation row needs, with the people and the round (the department shown is the deepest: sub-department, else department). */
const LIST_COLUMNS = sql`
  e.id, e.company_id, e.project_id, e.frequency_id, e.evaluatee_id, e.evaluator_id, e.kind, e.party, e.memo,
    e.evaluation_date::text as evaluation_date, e.activated_at, e.terminated_at, e.completed_at, e.saved_at, e.created_at,
    er.account_id as evaluator_account_id,
    f.start_date::text as round_start, f.end_date::text as round_end, f.name as round_name,
    p.id as period_id, p.name as period_name,
    ee.first_name as ee_first, ee.last_name as ee_last, ee.status as ee_status, eea.image as ee_image,
    ee.position_id as ee_position_id, eep.name as ee_position,
    coalesce(ee.sub_department_id, ee.department_id) as ee_department_id, eed.name as ee_department,
    er.first_name as er_first, er.last_name as er_last, er.status as er_status, era.image as er_image,
    er.position_id as er_position_id, erp.name as er_position,
    coalesce(er.sub_department_id, er.department_id) as er_department_id, erd.name as er_department`;
const LIST_FROM = sql`
  from evaluations e
  join frequencies f on f.id = e.frequency_id
  join periods p on p.id = f.period_id
  join employees ee on ee.id = e.evaluatee_id
  join accounts eea on eea.id = ee.account_id
  left join positions eep on eep.id = ee.position_id
  left join departments eed on eed.id = coalesce(ee.sub_department_id, ee.department_id)
  join employees er on er.id = e.evaluator_id
  join accounts era on era.id = er.account_id
  left join positions erp on erp.id = er.position_id
  left join departments erd on erd.id = coalesce(er.sub_department_id, er.department_id)`;

const option = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });

function person(r: ListRecord, who: 'ee' | 'er'): EvaluationPerson {
  return {
    id: who === 'ee' ? r.evaluatee_id : r.evaluator_id,
    full_name: `${r[`${who}_first`]} ${r[`${who}_last`]}`,
    image: r[`${who}_image`],
    position: option(r[`${who}_position_id`], r[`${who}_position`]),
    department: option(r[`${who}_department_id`], r[`${who}_department`]),
    status: r[`${who}_status`],
  };
}

/** A row of the statement as the API shows it. */
export function toEvaluation(r: ListRecord): Evaluation {
  return {
    id: r.id,
    kind: r.kind,
    party: r.party,
    round: {
      id: r.frequency_id,
      name: r.round_name,
      start_date: r.round_start,
      end_date: r.round_end,
      period: { id: r.period_id, name: r.period_name },
    },
    evaluatee: person(r, 'ee'),
    evaluator: person(r, 'er'),
    active: r.activated_at !== null,
    terminated: r.terminated_at !== null,
    completed: r.completed_at !== null,
    started: r.saved_at !== null,
    evaluation_date: day(r.evaluation_date),
    activated_at: iso(r.activated_at),
    completed_at: iso(r.completed_at),
    created_at: iso(r.created_at)!,
  };
}

export interface EvaluationQuery {
  where: SQL;
  orderBy?: SQL;
  limit?: number;
  offset?: number;
  /** More columns (`… as name`), read in the same statement rather than in one of their own; each record carries them (`Also`). */
  also?: SQL;
  /** Common table expressions (`name as (…)`, separated by commas) that `also` reads. */
  with?: SQL;
  /** Planned once per connection (db/raw.ts, ADR 45): a read of one evaluation, whose planning costs ten times its run. */
  planOnce?: boolean;
}

/** Evaluation rows (with their raw columns) matching `where`, which must already hold the tenancy conditions. */
export async function selectEvaluations<Also extends object = object>(
  runner: Runner,
  query: EvaluationQuery,
): Promise<Array<{ record: ListRecord & Also; evaluation: Evaluation }>> {
  const rows = await rowsOf<ListRecord & Also>(
    runner,
    sql`${query.with ? sql`with ${query.with} ` : sql``}select ${LIST_COLUMNS}${query.also ? sql`, ${query.also}` : sql``} ${LIST_FROM} where ${query.where} order by ${query.orderBy ?? sql`e.id`}
      ${query.limit === undefined ? sql`` : sql`limit ${query.limit}`} ${query.offset === undefined ? sql`` : sql`offset ${query.offset}`}`,
    { planOnce: query.planOnce },
  );
  return rows.map((record) => ({ record, evaluation: toEvaluation(record) }));
}

/**
 * How many evaluations match `where` (a condition on `e`, `ee`, `er` and `f` only, as the filters of the
 * lists are: the joins of the people's positions and departments are left out).
 */
export async function countEvaluations(runner: Runner, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    runner,
    sql`select count(*)::int as n from evaluations e
      join frequencies f on f.id = e.frequency_id
      join employees ee on ee.id = e.evaluatee_id
      join employees er on er.id = e.evaluator_id
      where ${where}`,
  );
  return row?.n ?? 0;
}

/** The connectives of the row rules (contracts/access.ts) on SQL conditions. */
const SQL_LOGIC: Logic<SQL> = {
  all: (...terms) => sql`(${sql.join(terms, sql` and `)})`,
  not: (term) => sql`not (${term})`,
};

/** The evaluations of the caller's company and selected project: the tenancy every reach adds to its rule. */
const inSelectedProject = (ctx: ServiceContext) => sql`e.company_id = ${ctx.actor.companyId} and e.project_id = ${requireProject(ctx)}`;

/** The evaluatee inside a department scope (`placeInScope` of their department and sub-department; null: everyone). */
function evaluateeInScope(scope: ReadonlySet<number> | null): SQL {
  if (scope === null) return sql`true`;
  if (scope.size === 0) return sql`false`;
  const ids = intArray([...scope]);
  return sql`(ee.department_id = any(${ids}) or ee.sub_department_id = any(${ids}))`;
}

/** The evaluations an admin reaches in the selected project (docs/product.md §2.8): EVALUATION_REACH.admin (contracts/access.ts). */
export async function adminReach(ctx: ServiceContext): Promise<SQL> {
  const reach = EVALUATION_REACH.admin(SQL_LOGIC, { evaluatee_in_scope: evaluateeInScope(await departmentScope(ctx)) });
  return sql`${inSelectedProject(ctx)} and ${reach}`;
}

/**
 * The evaluations a person fills in the selected project (docs/product.md §5.5): EVALUATION_REACH.evaluator
 * (contracts/access.ts). Anything else is not found to them. `evaluator` names whose they are (a condition on
 * `e` and `er`, the evaluator): the caller's by default; the user dashboard counts a manager's reports' (§7.9).
 */
export function evaluatorReach(ctx: ServiceContext, evaluator: SQL = sql`er.account_id = ${ctx.actor.accountId}`): SQL {
  const reach = EVALUATION_REACH.evaluator(SQL_LOGIC, {
    evaluator_is_caller: evaluator,
    activated: sql`e.activated_at is not null`,
    terminated: sql`e.terminated_at is not null`,
  });
  return sql`${inSelectedProject(ctx)} and ${reach}`;
}

/** One evaluation the admin reaches, or 404. */
export async function getEvaluationForAdmin(ctx: ServiceContext, id: number, runner: Runner = ctx.deps.db) {
  const [row] = await selectEvaluations(runner, { where: sql`${await adminReach(ctx)} and e.id = ${id}` });
  if (!row) throw notFound();
  return row;
}

/**
 * One evaluation the caller fills, or 404 (another person's evaluation, an inactive or terminated card); `also` and
 * `with`: more columns of it and what they read (selectEvaluations), such as the version a save writes against (ADR 44)
 * and the form's content (details.ts evaluatorForm).
 */
export async function getEvaluationForEvaluator<Also extends object = object>(
  ctx: ServiceContext,
  id: number,
  more: Pick<EvaluationQuery, 'also' | 'with'> = {},
) {
  const [row] = await selectEvaluations<Also>(ctx.deps.db, { where: sql`${evaluatorReach(ctx)} and e.id = ${id}`, ...more, planOnce: true });
  if (!row) throw notFound();
  return row;
}

/**
 * The row after a save stamped it (docs/product.md §5.5): the stamped columns as the update returned them, and the
 * evaluation shown from them (started, completed, evaluation date), as a fresh read would show it.
 */
export function restamped(
  row: { record: ListRecord },
  stamp: Pick<EvaluationRecord, 'memo' | 'evaluation_date' | 'saved_at' | 'completed_at'>,
): { record: ListRecord; evaluation: Evaluation } {
  const record = { ...row.record, ...stamp };
  return { record, evaluation: toEvaluation(record) };
}
