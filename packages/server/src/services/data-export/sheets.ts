import type { Language } from '@performa/contracts/i18n/languages';
import { translate, type MessageKey } from '@performa/contracts/i18n/translate';
import { partyGrouping, partyMeanScore, skillScoreFromSums, type PartyWeights, type ScoreGroup } from '@performa/contracts/scoring';
import type { RatingChoice } from '@performa/contracts/api/evaluations';
import { sql, type SQL } from 'drizzle-orm';
import { intArray, rowsOf, slices } from '../../db/raw.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { ServiceContext } from '../context.ts';
import { effectiveSkills, evaluatorKey, NO_EVALUATORS, partyEvaluators, skillPartySums } from '../engine/skill-sums.ts';
import { EVALUATION_EXPORT_TEXTS } from '../evaluations/export-texts.ts';
import { toChoices } from '../evaluations/form-settings.ts';
import { choicesOf, goalLineScore, lineScore, toLine, type GoalLine } from '../evaluations/goal-lines.ts';
import { evaluationExportCells } from '../evaluations/list.ts';
import { adminReach, countEvaluations, selectEvaluations } from '../evaluations/rows.ts';
import { labelIn } from '../labels.ts';
import { adminCountedAs } from '../results/anonymity.ts';
import { calibrationEntries, storedBox } from '../results/calibration.ts';
import { FINAL_RESULT_TEXTS, finalResultValues } from '../results/panel-export.ts';
import { PANEL_COLUMNS, personalWeights, skillNames, toPanelRow, type RowRecord } from '../results/panel.ts';
import { PERSON_JOINS } from '../results/person-columns.ts';
import { shown, type ResultScales, type RoundRow } from '../results/person.ts';
import type { ProjectSettings } from '../settings/project-settings.ts';
import type { Cell, SheetSpec } from './workbook.ts';

/**
 * The sheets of the whole project's data export (docs/product.md §6.7), each read from the database in
 * batches (people by name with a keyset, evaluations by id, the calibration trail a page at a time), never
 * the whole table: final results, skill results per competency and party, goal results, evaluations and
 * the calibration trail of one period, of the people in the export's department scope (§2.8). Admins read
 * every party as it is, with the group it counts in (§5.9). Scores, grades and words come from the code the
 * results screens and the other exports use (services/results, services/evaluations, the scoring core).
 */

/** What every sheet reads: the export's context (its company, project, scope and language), the period and the project's settings. */
export interface ExportPlan {
  ctx: ServiceContext;
  projectId: number;
  periodId: number;
  /** The period's rounds in date order. */
  rounds: RoundRow[];
  /** The condition "employee `em` lies in the export's department scope" (results/calibration.ts employeeScope). */
  inScope: SQL;
  settings: ProjectSettings;
  scales: ResultScales;
  pages: PageSizes;
}

export interface DataSheet {
  spec(lang: Language): SheetSpec;
  /** The rows it will write (for the progress); the skill sheet's is an estimate. */
  count(plan: ExportPlan): Promise<number>;
  /** Its rows, a batch at a time. */
  batches(plan: ExportPlan): AsyncGenerator<Cell[][]>;
}

/**
 * How much is read at a time: people per batch of the per-person sheets (few: with embedded PGlite a batch
 * holds the process until it is written, about a quarter of a second at 25 competencies a person), and rows
 * per batch of the others, which is also how many people are read per page of the keyset.
 */
export interface PageSizes {
  people: number;
  rows: number;
}
export const PAGE_SIZES: PageSizes = { people: 50, rows: 1000 };

const text = (lang: Language, key: MessageKey) => translate(lang, key);

/** The employees of the export: the project's, in its scope, whatever their status (`em`). */
const peopleOf = (plan: ExportPlan) => sql`em.company_id = ${plan.ctx.actor.companyId} and em.project_id = ${plan.projectId} and ${plan.inScope}`;

const roundIds = (plan: ExportPlan) => intArray(plan.rounds.map((r) => r.id));

/** The order of the per-person sheets: by name, then id. */
const NAME_KEY = sql`lower(em.first_name || ' ' || em.last_name)`;

/**
 * The export's people in name order, `pages.people` at a time, read `pages.rows` at a time with a keyset
 * (each page starts after the last one's key).
 */
async function* peopleBatches(plan: ExportPlan): AsyncGenerator<number[]> {
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const rows: Array<{ id: number; key: string }> = await rowsOf<{ id: number; key: string }>(
      plan.ctx.deps.db,
      sql`select em.id, ${NAME_KEY} as key from employees em
        where ${peopleOf(plan)} ${after ? sql`and (${NAME_KEY}, em.id) > (${after.key}, ${after.id})` : sql``}
        order by ${NAME_KEY}, em.id limit ${plan.pages.rows}`,
    );
    for (const part of slices(rows, plan.pages.people)) yield part.map((r) => r.id);
    if (rows.length < plan.pages.rows) return;
    const last = rows[rows.length - 1]!;
    after = { key: last.key, id: last.id };
  }
}

/** The employee number and name of each of these employees. */
async function namesOf(plan: ExportPlan, ids: readonly number[]): Promise<Map<number, { number: string; name: string }>> {
  const rows = await rowsOf<{ id: number; employee_number: string; first_name: string; last_name: string }>(
    plan.ctx.deps.db,
    sql`select em.id, em.employee_number, em.first_name, em.last_name from employees em where em.project_id = ${plan.projectId} and em.id = any(${intArray(ids)})`,
  );
  return new Map(rows.map((r) => [r.id, { number: r.employee_number, name: `${r.first_name} ${r.last_name}` }]));
}

const roundName = (plan: ExportPlan, frequencyId: number | null) => plan.rounds.find((r) => r.id === frequencyId)?.name ?? '';

const count = async (plan: ExportPlan, query: SQL) => (await rowsOf<{ n: number }>(plan.ctx.deps.db, query))[0]?.n ?? 0;

// ─── Final results: the performance panel's columns per employee and round ────────────────────────

/** Where the round goes among the columns of the panel's export: after the person (number, name, department, position). */
const ROUND_AT = 4;
const withRound = <T>(values: readonly T[], round: T): T[] => [...values.slice(0, ROUND_AT), round, ...values.slice(ROUND_AT)];

/**
 * In each round that was launched (it has evaluations), every active employee and anyone else with a result
 * in it: the performance panel's rows of the round, with the terminated who were evaluated. A round not
 * launched yet has no rows.
 */
const finalResultsFrom = (plan: ExportPlan) => sql`from employees em
  join frequencies f on f.project_id = em.project_id and f.period_id = ${plan.periodId}
    and exists (select 1 from evaluations ev where ev.frequency_id = f.id and ev.project_id = ${plan.projectId})
  left join evaluation_results r on r.frequency_id = f.id and r.employee_id = em.id`;
const FINAL_RESULT_ROWS = sql`(em.status = 'active' or r.employee_id is not null)`;

const finalResults: DataSheet = {
  spec: (lang) => ({
    name: FINAL_RESULT_TEXTS[lang].sheet,
    header: withRound(FINAL_RESULT_TEXTS[lang].header, text(lang, 'card.round')),
    widths: [16, 28, 22, 22, 18, 14, 14, 14, 14, 16, 16, 14],
  }),
  count: (plan) => count(plan, sql`select count(*)::int as n ${finalResultsFrom(plan)} where ${peopleOf(plan)} and ${FINAL_RESULT_ROWS}`),
  async *batches(plan) {
    for await (const ids of peopleBatches(plan)) {
      const rows = await rowsOf<RowRecord & { frequency_id: number }>(
        plan.ctx.deps.db,
        sql`select ${PANEL_COLUMNS}, f.id as frequency_id
          ${finalResultsFrom(plan)} ${PERSON_JOINS}
          where em.id = any(${intArray(ids)}) and ${FINAL_RESULT_ROWS}
          order by ${NAME_KEY}, em.id, f.start_date, f.id`,
      );
      yield rows.map((r) => withRound<Cell>(finalResultValues(toPanelRow(r, plan.scales.finalScale)), roundName(plan, r.frequency_id)));
    }
  },
};

// ─── Skill results: per employee, round, competency and party ────────────────────────────────────

const projectPartyWeights = (s: ProjectSettings): PartyWeights => ({
  manager: s.managerWeight ?? 0,
  coworker: s.coworkerWeight ?? 0,
  subworker: s.subworkerWeight ?? 0,
  self: s.selfWeight ?? 0,
});

/** A party or group as the card names it (Manager, Coworkers, …, Others). */
const groupWord = (lang: Language, group: ScoreGroup) => text(lang, `card.party_${group}`);

const skillResults: DataSheet = {
  spec: (lang) => ({
    name: text(lang, 'dataExport.sheetSkills'),
    header: [
      text(lang, 'card.employeeNumber'),
      text(lang, 'dataExport.name'),
      text(lang, 'card.round'),
      text(lang, 'dataExport.competency'),
      text(lang, 'dataExport.party'),
      text(lang, 'dataExport.partyMean'),
      text(lang, 'dataExport.ratings'),
      text(lang, 'dataExport.countedAs'),
      text(lang, 'dataExport.competencyScore'),
    ],
    widths: [16, 28, 16, 28, 16, 14, 12, 30, 16],
  }),
  // One row per party that rated a competency (skill_party_sums, ADR 24), which the engine keeps.
  count: (plan) =>
    count(
      plan,
      sql`select coalesce(sum((s.n_manager > 0)::int + (s.n_coworker > 0)::int + (s.n_subworker > 0)::int + (s.n_self > 0)::int), 0)::int as n
        from skill_party_sums s join employees em on em.id = s.employee_id
        where s.project_id = ${plan.projectId} and s.frequency_id = any(${roundIds(plan)}) and ${peopleOf(plan)}`,
    ),
  async *batches(plan) {
    const { db } = plan.ctx.deps;
    const lang = plan.ctx.lang;
    const top = plan.scales.ratingTop;
    const project = projectPartyWeights(plan.settings);
    const notCounted = text(lang, 'card.notCounted');
    for await (const ids of peopleBatches(plan)) {
      // The competencies of a person in a round they have a result in (an evaluatee of the round).
      const evaluated = await rowsOf<{ frequency_id: number; employee_id: number }>(
        db,
        sql`select frequency_id, employee_id from evaluation_results
          where project_id = ${plan.projectId} and frequency_id = any(${roundIds(plan)}) and employee_id = any(${intArray(ids)})`,
      );
      if (evaluated.length === 0) continue;
      const target = {
        projectId: plan.projectId,
        frequencyIds: [...new Set(evaluated.map((r) => r.frequency_id))],
        employeeIds: [...new Set(evaluated.map((r) => r.employee_id))],
      };
      const [people, listed, sums, evaluators, personal] = await Promise.all([
        namesOf(plan, ids),
        effectiveSkills(db, target),
        skillPartySums(db, target),
        partyEvaluators(db, target),
        personalWeights(db, ids),
      ]);
      const names = await skillNames(db, plan.projectId, [...new Set(listed.map((l) => l.skillId))]);
      const withResult = new Set(evaluated.map((r) => evaluatorKey(r.frequency_id, r.employee_id)));
      const listedOf = groupBy(listed, (l) => evaluatorKey(l.frequencyId, l.employeeId));
      const sumsOf = groupBy(sums, (s) => `${evaluatorKey(s.frequencyId, s.employeeId)}/${s.skillId}`);
      const out: Cell[][] = [];
      for (const id of ids) {
        const person = people.get(id)!;
        const weights = personal.get(id) ?? project;
        for (const round of plan.rounds) {
          const key = evaluatorKey(round.id, id);
          if (!withResult.has(key)) continue;
          const raters = evaluators.get(key) ?? NO_EVALUATORS;
          const grouping = partyGrouping(raters, weights, plan.settings.minEvaluators);
          const skills = (listedOf.get(key) ?? [])
            .map((l) => ({ id: l.skillId, name: names.get(l.skillId) ?? '' }))
            .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
          for (const skill of skills) {
            const rows = sumsOf.get(`${key}/${skill.id}`) ?? [];
            const score = top === null || !(top > 0) ? null : shown(skillScoreFromSums(rows, top, weights, grouping));
            const start = [person.number, person.name, round.name, skill.name];
            const rated = rows.filter((s) => s.count > 0);
            if (rated.length === 0) out.push([...start, '', null, null, '', score]);
            for (const s of rated) {
              const countedAs = adminCountedAs(s.party, grouping, raters, weights);
              out.push([
                ...start,
                groupWord(lang, s.party),
                top === null || !(top > 0) ? null : shown(partyMeanScore(s.sum, s.count, top)),
                s.count,
                countedAs === null ? notCounted : groupWord(lang, countedAs),
                score,
              ]);
            }
          }
        }
      }
      yield out;
    }
  },
};

// ─── Goal results: goals and sub goals ───────────────────────────────────────────────────────────

interface GoalRecord {
  id: number;
  employee_id: number;
  name: string;
  weight: number;
  is_numerical: boolean;
  target: number | null;
  is_positive: boolean;
  scale_template_id: number | null;
  actual: number | null;
  rating: number | null;
  frequency_id: number | null;
}

/** The rating choices of every scale of the project (scales are few), their responses in the export's language. */
async function projectScales(plan: ExportPlan): Promise<Map<number, RatingChoice[]>> {
  const ranges = await rowsOf<{ template_id: number; min: number; max: number; response: string }>(
    plan.ctx.deps.db,
    sql`select rs.template_id, rs.min, rs.max, ${labelIn(plan.ctx.lang, 'rs', 'response')} as response from response_scales rs
        where rs.project_id = ${plan.projectId} order by rs.template_id, rs.min, rs.id`,
  );
  return new Map([...groupBy(ranges, (r) => r.template_id)].map(([id, list]) => [id, toChoices(list)]));
}

const goalResults: DataSheet = {
  spec: (lang) => ({
    name: text(lang, 'dataExport.sheetGoals'),
    header: [
      text(lang, 'card.employeeNumber'),
      text(lang, 'dataExport.name'),
      text(lang, 'card.round'),
      text(lang, 'card.goal'),
      text(lang, 'card.subGoal'),
      text(lang, 'dataExport.type'),
      text(lang, 'card.target'),
      text(lang, 'card.actual'),
      text(lang, 'dataExport.rating'),
      text(lang, 'dataExport.direction'),
      text(lang, 'card.weight'),
      text(lang, 'card.score'),
    ],
    widths: [16, 28, 16, 30, 30, 14, 12, 12, 12, 20, 10, 12],
  }),
  count: (plan) =>
    count(
      plan,
      sql`select ((select count(*) from goals g join employees em on em.id = g.employee_id
          where g.project_id = ${plan.projectId} and g.period_id = ${plan.periodId} and ${peopleOf(plan)})
        + (select count(*) from sub_goals s join goals g on g.id = s.goal_id join employees em on em.id = g.employee_id
          where g.project_id = ${plan.projectId} and g.period_id = ${plan.periodId} and ${peopleOf(plan)}))::int as n`,
    ),
  async *batches(plan) {
    const { db } = plan.ctx.deps;
    const lang = plan.ctx.lang;
    const scales = await projectScales(plan);
    const cap = plan.scales.cap;
    const words = {
      every: text(lang, 'dataExport.everyRound'),
      numerical: text(lang, 'dataExport.numerical'),
      scale: text(lang, 'dataExport.scale'),
      higher: text(lang, 'card.higherIsBetter'),
      lower: text(lang, 'card.lowerIsBetter'),
    };
    const measure = (line: GoalLine): Cell[] => [
      line.isNumerical ? words.numerical : words.scale,
      line.isNumerical ? line.target : null,
      line.isNumerical ? line.actual : null,
      line.isNumerical ? null : line.rating,
      line.isNumerical ? (line.isPositive ? words.higher : words.lower) : '',
      line.weight,
    ];
    for await (const ids of peopleBatches(plan)) {
      const [people, goals] = await Promise.all([
        namesOf(plan, ids),
        rowsOf<GoalRecord>(
          db,
          sql`select g.id, g.employee_id, g.name, g.weight, g.is_numerical, g.target, g.is_positive, g.scale_template_id, g.actual, g.rating, g.frequency_id
            from goals g left join frequencies f on f.id = g.frequency_id
            where g.project_id = ${plan.projectId} and g.period_id = ${plan.periodId} and g.employee_id = any(${intArray(ids)})
            order by f.start_date nulls first, g.created_at, g.id`,
        ),
      ]);
      const subs = goals.length
        ? await rowsOf<Omit<GoalRecord, 'employee_id' | 'frequency_id'> & { goal_id: number }>(
            db,
            sql`select id, goal_id, name, weight, is_numerical, target, is_positive, scale_template_id, actual, rating
              from sub_goals where project_id = ${plan.projectId} and goal_id = any(${intArray(goals.map((g) => g.id))}) order by created_at, id`,
          )
        : [];
      const subsOf = groupBy(subs, (s) => s.goal_id, toLine);
      const goalsOf = groupBy(goals, (g) => g.employee_id);
      const out: Cell[][] = [];
      for (const id of ids) {
        const person = people.get(id)!;
        for (const g of goalsOf.get(id) ?? []) {
          const goal = { ...toLine(g), subGoals: subsOf.get(g.id) ?? [] };
          const start = [person.number, person.name, g.frequency_id === null ? words.every : roundName(plan, g.frequency_id), goal.name];
          out.push([...start, '', ...measure(goal), shown(goalLineScore(goal, scales, cap))]);
          for (const s of goal.subGoals) out.push([...start, s.name, ...measure(s), shown(lineScore(s, choicesOf(s, scales), cap))]);
        }
      }
      yield out;
    }
  },
};

// ─── Evaluations: the evaluation list's columns, with the dates of activation and termination ────

/** The period's evaluations in the export's reach (EVALUATION_REACH.admin: the evaluatee in scope). */
const evaluationsWhere = async (plan: ExportPlan) => sql`${await adminReach(plan.ctx)} and f.period_id = ${plan.periodId}`;

const day = (value: Date | string | null) => (value === null ? '' : new Date(value).toISOString().slice(0, 10));

const evaluations: DataSheet = {
  spec: (lang) => ({
    name: EVALUATION_EXPORT_TEXTS[lang].sheet,
    header: [...EVALUATION_EXPORT_TEXTS[lang].header, text(lang, 'dataExport.activatedOn'), text(lang, 'dataExport.terminatedOn')],
    widths: [28, 22, 22, 28, 22, 14, 14, 16, 16, 12, 12, 12, 16, 16, 16, 16],
  }),
  count: async (plan) => countEvaluations(plan.ctx.deps.db, await evaluationsWhere(plan)),
  async *batches(plan) {
    const where = await evaluationsWhere(plan);
    const words = EVALUATION_EXPORT_TEXTS[plan.ctx.lang];
    let after = 0;
    for (;;) {
      const rows = await selectEvaluations(plan.ctx.deps.db, { where: sql`${where} and e.id > ${after}`, orderBy: sql`e.id`, limit: plan.pages.rows });
      if (rows.length) {
        yield rows.map(({ record, evaluation }) => [...evaluationExportCells(evaluation, words), day(record.activated_at), day(record.terminated_at)]);
        after = rows[rows.length - 1]!.record.id;
      }
      if (rows.length < plan.pages.rows) return;
    }
  },
};

// ─── The calibration trail: the changes of the people in scope and the rounds' releases and reopenings ──

const calibrationWhere = (plan: ExportPlan) =>
  sql`c.company_id = ${plan.ctx.actor.companyId} and c.project_id = ${plan.projectId} and c.frequency_id = any(${roundIds(plan)})
    and (c.employee_id is null or ${plan.inScope})`;

const ACTIONS = {
  score: 'dataExport.actionScore',
  box: 'dataExport.actionBox',
  release: 'dataExport.actionRelease',
  reopen: 'dataExport.actionReopen',
} as const;
const LEVELS = { low: 'dataExport.levelLow', medium: 'dataExport.levelMedium', high: 'dataExport.levelHigh' } as const;

/** A 9-box placement ("results/behaviour") in words: "Medium / High". */
function boxWords(lang: Language, box: string | null): string {
  const cell = storedBox(box);
  if (cell === null) return '';
  const [results, behaviour] = cell.split('/') as Array<keyof typeof LEVELS>;
  return `${text(lang, LEVELS[results!])} / ${text(lang, LEVELS[behaviour!])}`;
}

const calibrationTrail: DataSheet = {
  spec: (lang) => ({
    name: text(lang, 'dataExport.sheetCalibration'),
    header: [
      text(lang, 'card.round'),
      text(lang, 'dataExport.time'),
      text(lang, 'dataExport.employee'),
      text(lang, 'dataExport.action'),
      text(lang, 'dataExport.by'),
      text(lang, 'card.finalScore'),
      text(lang, 'dataExport.scoreBefore'),
      text(lang, 'dataExport.scoreAfter'),
      text(lang, 'dataExport.boxBefore'),
      text(lang, 'dataExport.boxAfter'),
      text(lang, 'dataExport.reason'),
    ],
    widths: [16, 20, 28, 22, 24, 12, 12, 12, 24, 24, 40],
  }),
  count: (plan) =>
    count(plan, sql`select count(*)::int as n from calibration_changes c left join employees em on em.id = c.employee_id where ${calibrationWhere(plan)}`),
  async *batches(plan) {
    const lang = plan.ctx.lang;
    const { db } = plan.ctx.deps;
    // The trail is read a page at a time, newest first; changes made while the export runs are left out, so that the pages do not shift.
    const [top] = await rowsOf<{ id: number | null }>(
      db,
      sql`select max(c.id) as id from calibration_changes c where c.project_id = ${plan.projectId} and c.company_id = ${plan.ctx.actor.companyId}`,
    );
    const where = sql`${calibrationWhere(plan)} and c.id <= ${top?.id ?? 0}`;
    for (let offset = 0; ; offset += plan.pages.rows) {
      const entries = await calibrationEntries(db, where, { limit: plan.pages.rows, offset });
      if (entries.length)
        yield entries.map((c) => [
          c.frequency.name,
          `${c.created_at.slice(0, 10)} ${c.created_at.slice(11, 19)}`,
          c.employee?.full_name ?? '',
          text(lang, ACTIONS[c.action]),
          c.actor,
          c.final_score,
          c.before_score,
          c.after_score,
          boxWords(lang, c.before_box),
          boxWords(lang, c.after_box),
          c.reason,
        ]);
      if (entries.length < plan.pages.rows) return;
    }
  },
};

/** The sheets in the order of the workbook (docs/product.md §6.7). */
export const DATA_SHEETS: readonly DataSheet[] = [finalResults, skillResults, goalResults, evaluations, calibrationTrail];
