import type { GOAL_REPORT_ORDERINGS, GoalReport, goalReportExportQuerySchema, goalReportQuerySchema, ReportFilter } from '@performa/contracts/api/reports';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { intArray, rowsOf } from '../../db/raw.ts';
import { groupBy } from '../../lib/group-by.ts';
import { compareText } from '../../lib/text-order.ts';
import type { ServiceContext } from '../context.ts';
import { labelIn } from '../labels.ts';
import { goalScores, type MeasureRecord } from '../results/panel.ts';
import { option, PERSON_COLUMNS, PERSON_JOINS, toPerson, type PersonRecord } from '../results/person-columns.ts';
import { shown } from '../results/person.ts';
import { cell, pageOf, type ReportSheet, type ReportTexts } from './sheet.ts';
import { reportTarget, type ReportTarget } from './target.ts';

/**
 * Report: goal achievement (docs/product.md §7.10): the personal goals (§3.7) of the report's people in its
 * rounds (each round's own goals and the period's goals of every round, §3.7, §4.5), each with its score by
 * the scoring core (rules 2–4 of §4.2–4.4, as the performance panel computes it: results/panel.ts
 * goalScores) and whether a numerical goal missed its target; summed up per goal category (§3.4). Scores are
 * kept in full precision until they are shown (§4).
 */

type Query = z.output<typeof goalReportQuerySchema>;
type ExportQuery = z.output<typeof goalReportExportQuerySchema>;
type Filter = ReportFilter & { missed_only: 'true' | 'false' };
type Ordering = (typeof GOAL_REPORT_ORDERINGS)[number];

interface GoalRecord extends MeasureRecord, PersonRecord {
  name: string;
  category_id: number | null;
  category_name: string | null;
}

/** A goal of the report with its score (full precision) and whether it missed its target. */
interface Goal extends GoalRecord {
  score: number | null;
  missed: boolean;
}

/** A numerical goal whose actual is worse than its target (§3.7: higher or lower is better). */
const missedTarget = (g: GoalRecord): boolean =>
  g.is_numerical && g.target !== null && g.actual !== null && (g.is_positive ? g.actual < g.target : g.actual > g.target);

/** Every goal of the report's people in its rounds, scored; none without a period. One statement for the goals, one for their sub goals. */
async function reportGoals(ctx: ServiceContext, target: ReportTarget): Promise<Goal[]> {
  if (target.periodId === null) return [];
  const db = ctx.deps.db;
  const goals = await rowsOf<GoalRecord>(
    db,
    sql`select g.id, g.name, g.weight, g.is_numerical, g.is_positive, g.target, g.actual, g.rating, g.scale_template_id,
        g.category_id, ${labelIn(ctx.lang, 'c', 'name')} as category_name, ${PERSON_COLUMNS}
      from goals g
      join employees em on em.id = g.employee_id
      ${PERSON_JOINS}
      left join categories c on c.id = g.category_id
      where g.project_id = ${target.projectId} and ${target.people}
        and (g.frequency_id = any(${intArray(target.roundIds)}) or (g.frequency_id is null and g.period_id = ${target.periodId}))`,
  );
  const scores = await goalScores(db, target.projectId, goals, target.settings.maxAchievement);
  return goals.map((g) => ({ ...g, score: scores.get(g.id) ?? null, missed: missedTarget(g) }));
}

const meanOf = (values: readonly number[]) => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);

/** Per category (by name, none last): its goals, the mean score of those with one, the numerical and the missed ones. */
function categoriesOf(goals: readonly Goal[]): GoalReport['categories'] {
  return [...groupBy(goals, (g) => g.category_id).values()]
    .map((list) => ({
      category: option(list[0]!.category_id, list[0]!.category_name),
      goals: list.length,
      mean: shown(meanOf(list.map((g) => g.score).filter((s): s is number => s !== null))),
      numerical: list.filter((g) => g.is_numerical).length,
      missed: list.filter((g) => g.missed).length,
    }))
    .sort((a, b) => (a.category === null ? 1 : b.category === null ? -1 : a.category.name.localeCompare(b.category.name) || a.category.id - b.category.id));
}

type Key = string | number | null;

/** The keys of each ordering, compared one after the other. */
const KEYS: Record<Ordering, (g: Goal) => Key[]> = {
  employee: (g) => [g.last_name, g.first_name],
  category: (g) => [g.category_name],
  name: (g) => [g.name],
  score: (g) => [g.score],
};

/** One key ascending (sign 1) or descending (−1), null last either way. */
function compareKey(a: Key, b: Key, sign: number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return sign * (typeof a === 'number' && typeof b === 'number' ? a - b : compareText(String(a), String(b)));
}

/** `ordering` (a key, "-" for descending) as a comparison of goals, the goal id last so that pages never overlap. */
function orderOf(ordering: string): (a: Goal, b: Goal) => number {
  const descending = ordering.startsWith('-');
  const keys = KEYS[(descending ? ordering.slice(1) : ordering) as Ordering] ?? KEYS.employee;
  const sign = descending ? -1 : 1;
  return (a, b) => {
    const x = keys(a);
    const y = keys(b);
    for (let i = 0; i < x.length; i += 1) {
      const c = compareKey(x[i]!, y[i]!, sign);
      if (c !== 0) return c;
    }
    return a.id - b.id;
  };
}

/** The rows of the list: the missed goals only when asked, in the query's order. */
const listed = (goals: readonly Goal[], filter: Filter, ordering: string): Goal[] =>
  goals.filter((g) => filter.missed_only === 'false' || g.missed).sort(orderOf(ordering));

/** A goal as the list shows it; its score with 2 decimals. */
const toRow = (g: Goal): GoalReport['results'][number] => ({
  goal_id: g.id,
  employee: toPerson(g),
  category: option(g.category_id, g.category_name),
  name: g.name,
  weight: g.weight,
  is_numerical: g.is_numerical,
  is_positive: g.is_positive,
  target: g.target,
  actual: g.actual,
  score: shown(g.score),
  missed: g.missed,
});

/** reports/goals/: the categories over every goal of the people, and the page of the list (missed only when asked). */
export async function goalReport(ctx: ServiceContext, query: Query): Promise<GoalReport> {
  const target = await reportTarget(ctx, query);
  const goals = await reportGoals(ctx, target);
  const rows = listed(goals, query, query.ordering);
  const page = pageOf(query);
  return {
    scope: target.scope,
    categories: categoriesOf(goals),
    count: rows.length,
    page: query.page,
    page_size: query.page_size,
    results: rows.slice(page.offset, page.offset + page.limit).map(toRow),
  };
}

const TEXTS: ReportTexts<{ sheet: string; header: string[]; yes: string; no: string }> = {
  en: {
    sheet: 'goals',
    header: [
      'Employee number',
      'Name',
      'Department',
      'Position',
      'Category',
      'Goal',
      'Weight',
      'Numerical',
      'Higher is better',
      'Target',
      'Actual',
      'Score',
      'Missed',
    ],
    yes: 'Yes',
    no: 'No',
  },
  az: {
    sheet: 'hədəflər',
    header: [
      'İşçi nömrəsi',
      'Ad, soyad',
      'Şöbə',
      'Vəzifə',
      'Kateqoriya',
      'Hədəf',
      'Çəki',
      'Rəqəmsal',
      'Çox olması yaxşıdır',
      'Hədəf dəyəri',
      'Faktiki',
      'Bal',
      'Hədəfə çatılmayıb',
    ],
    yes: 'Bəli',
    no: 'Xeyr',
  },
  ru: {
    sheet: 'цели',
    header: [
      'Табельный номер',
      'ФИО',
      'Отдел',
      'Должность',
      'Категория',
      'Цель',
      'Вес',
      'Числовая',
      'Чем больше, тем лучше',
      'План',
      'Факт',
      'Балл',
      'Не достигнута',
    ],
    yes: 'Да',
    no: 'Нет',
  },
};

/** A weight, target or actual as an export cell: the number as stored, blank for none. */
const numberCell = (value: number | null): string => (value === null ? '' : String(value));

/**
 * The export: every goal of the list (missed only when asked) in its order, without a page. The direction
 * is a numerical goal's (§3.7): blank for a scale goal, as its target and actual are.
 */
export async function goalSheet(ctx: ServiceContext, query: ExportQuery): Promise<ReportSheet> {
  const text = TEXTS[ctx.lang];
  const yesNo = (value: boolean) => (value ? text.yes : text.no);
  const target = await reportTarget(ctx, query);
  const rows = listed(await reportGoals(ctx, target), query, query.ordering);
  return {
    name: text.sheet,
    header: text.header,
    rows: rows.map((g) => [
      g.employee_number,
      `${g.first_name} ${g.last_name}`,
      g.department_name ?? '',
      g.position_name ?? '',
      g.category_name ?? '',
      g.name,
      numberCell(g.weight),
      yesNo(g.is_numerical),
      g.is_numerical ? yesNo(g.is_positive) : '',
      numberCell(g.target),
      numberCell(g.actual),
      cell(shown(g.score)),
      yesNo(g.missed),
    ]),
  };
}
