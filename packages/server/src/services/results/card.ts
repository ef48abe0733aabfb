import {
  RESULT_PARTIES,
  type CalibrationEntry,
  type CardReview,
  type PerformanceCard,
  type performanceCardQuerySchema,
  type ResultPerson,
  type WeightsInUse,
} from '@performa/contracts/api/results';
import type { z } from 'zod';
import type { Party } from '@performa/contracts/scoring';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { intArray, plannedOnce, rowsOf, type Runner } from '../../db/raw.ts';
import { accounts, companies, departments, employees, individualWeights, personalWeights, positions } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { fileUrl } from '../files/files.ts';
import { departmentScope, inProject, requireProject } from '../scope.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';
import { isPeer } from './anonymity.ts';
import { calibrationEntries } from './calibration.ts';
import { reviewsSql, toReview } from './card-reviews.ts';
import { goalResultLines } from './employee-goals.ts';
import { skillFacts, skillResultsOf, type RoundSkills } from './employee-skills.ts';
import { roundResults } from './period-results.ts';
import {
  choosePeriod,
  finalScaleSql,
  gradeOf,
  ratingTopSql,
  roundsWithResults,
  scalesOf,
  shown,
  visiblePeriodScore,
  type ResultScales,
  type RoundRow,
} from './person.ts';
import { COUNTED } from '../engine/skill-sums.ts';
import { ownEmployeeIdSql, roundVisible, viewerOf, type PersonView } from './visibility.ts';
import { partyWeightsOf, weightsApplying } from './weights-in-use.ts';

/**
 * The performance card of an employee for a period (docs/product.md §7.6, ADR 23): the person, each
 * round's goal and skill overall, final (and for admins the after-calibration) score and grade, the
 * period score (rule 9 over the rounds the viewer may see), the goals, the competencies against their
 * norms, the party means, the memos, the weights in use, the calibration trail (admins) and the reviews.
 * Read by admins in scope, the employee and their direct manager (visibility.ts).
 */

interface MemoRow {
  frequency_id: number;
  party: Party;
  first_name: string;
  last_name: string;
  skill_id: number | null;
  skill_name: string | null;
  memo: string;
}

/**
 * The memos of the counted evaluations of the visible rounds (`rounds`, the ids of the rounds the viewer sees), and the
 * comments of their answers (each with its competency), as stored: cardMemos decides what the viewer reads of them.
 */
async function memoRecords(runner: Runner, view: PersonView, rounds: readonly number[]): Promise<MemoRow[]> {
  if (rounds.length === 0) return [];
  return rowsOf<MemoRow>(
    runner,
    sql`select x.* from (
          select e.id as evaluation_id, e.frequency_id, e.party, er.first_name, er.last_name, null::int as skill_id, null as skill_name, e.memo
          from evaluations e join employees er on er.id = e.evaluator_id
          where e.project_id = ${view.projectId} and e.evaluatee_id = ${view.employee.id} and ${COUNTED}
            and e.frequency_id = any(${intArray(rounds)}) and btrim(e.memo) <> ''
          union all
          select e.id, e.frequency_id, e.party, er.first_name, er.last_name, s.id, s.name, a.comment
          from evaluations e
          join employees er on er.id = e.evaluator_id
          join skill_answers a on a.evaluation_id = e.id and a.project_id = ${view.projectId}
          join skills s on s.id = a.skill_id
          where e.project_id = ${view.projectId} and e.evaluatee_id = ${view.employee.id} and e.kind = 'skill' and ${COUNTED}
            and e.frequency_id = any(${intArray(rounds)}) and btrim(a.comment) <> ''
        ) x
        order by x.evaluation_id, x.skill_name nulls first, x.skill_id`,
    { planOnce: true },
  );
}

/**
 * The memos and comments of memoRecords as the viewer reads them. Admins read every one with its author. The employee
 * and the manager read a coworker's or subworker's memo or comment without its author, under the group its ratings
 * count in (`others` for a pool), and none of a party that does not count (a pool below the minimum), so that no text
 * points at one peer (§5.9).
 */
function cardMemos(view: PersonView, skills: Map<number, RoundSkills>, rows: readonly MemoRow[]): PerformanceCard['memos'] {
  const visible = [...skills.values()].filter((r) => r.visible);
  const order = new Map(visible.map((r, i) => [r.round.id, i]));
  const admin = view.viewer === 'admin';
  return rows
    .flatMap((r): PerformanceCard['memos'] => {
      const frequencyId = r.frequency_id;
      const group = admin || !isPeer(r.party) ? r.party : skills.get(frequencyId)!.grouping[r.party];
      if (group === null) return [];
      return [
        {
          frequency_id: frequencyId,
          party: group,
          evaluator: !admin && isPeer(r.party) ? null : `${r.first_name} ${r.last_name}`,
          skill: r.skill_id === null ? null : { id: r.skill_id, name: r.skill_name ?? '' },
          memo: r.memo,
        },
      ];
    })
    .sort(
      (a, b) =>
        order.get(a.frequency_id)! - order.get(b.frequency_id)! ||
        RESULT_PARTIES.indexOf(a.party) - RESULT_PARTIES.indexOf(b.party) ||
        // Anonymous texts in no order that hints at who wrote them: by competency, then by text.
        (a.evaluator === null ? (a.skill?.name ?? '').localeCompare(b.skill?.name ?? '') || a.memo.localeCompare(b.memo) : 0),
    );
}

/** The calibration trail of the person in the period's rounds, newest first (admins). */
async function calibrationTrail(runner: Runner, view: PersonView, rounds: readonly RoundRow[]): Promise<CalibrationEntry[]> {
  if (rounds.length === 0) return [];
  return calibrationEntries(
    runner,
    sql`c.project_id = ${view.projectId} and c.employee_id = ${view.employee.id} and c.frequency_id = any(${intArray(rounds.map((r) => r.id))})`,
  );
}

/** The person of a card as the caller may view them, with everything of theirs the card shows that is one row of theirs. */
interface CardPerson {
  view: PersonView;
  person: ResultPerson;
  manager: { id: number; full_name: string } | null;
  company: { name: string; logo: string | null };
  weights: WeightsInUse;
  scales: ResultScales;
  reviews: CardReview[];
}

/**
 * The employee of the card as viewPerson reads them (another project's or company's, or one the caller may not view:
 * 404), and in the same statement what else of the card is one row: the person as the results pages show them, their
 * manager, the company (name, logo file id), their own weights, the project's settings row and scales, and the
 * reviews of the period's card. The caller's department scope is read beside it; the project's settings come with the
 * request's caller (projectSettingsOf).
 */
async function cardPerson(ctx: ServiceContext, employeeId: number, periodId: number): Promise<CardPerson> {
  const projectId = requireProject(ctx);
  const manager = alias(employees, 'manager');
  const place = alias(departments, 'place');
  const [[row], settings] = await Promise.all([
    plannedOnce(
      ctx.deps.db,
      ctx.deps.db
        .select({
          employee: employees,
          ownId: ownEmployeeIdSql(ctx),
          image: accounts.image,
          position: positions.name,
          place: place.name,
          managerId: manager.id,
          managerFirst: manager.firstName,
          managerLast: manager.lastName,
          companyName: companies.companyName,
          logo: companies.logo,
          individual: individualWeights,
          personal: personalWeights,
          ratingTop: ratingTopSql(projectId),
          finalScale: finalScaleSql(projectId, ctx.lang),
          reviews: reviewsSql(projectId, employeeId, periodId),
        })
        .from(employees)
        .innerJoin(accounts, eq(accounts.id, employees.accountId))
        .leftJoin(positions, eq(positions.id, employees.positionId))
        .leftJoin(place, eq(place.id, sql`coalesce(${sql.identifier('employees')}.sub_department_id, ${sql.identifier('employees')}.department_id)`))
        .leftJoin(manager, and(eq(manager.id, employees.reportToId), eq(manager.projectId, employees.projectId)))
        .leftJoin(companies, eq(companies.id, employees.companyId))
        .leftJoin(individualWeights, and(eq(individualWeights.employeeId, employees.id), eq(individualWeights.projectId, employees.projectId)))
        .leftJoin(personalWeights, and(eq(personalWeights.employeeId, employees.id), eq(personalWeights.projectId, employees.projectId)))
        .where(and(eq(employees.id, employeeId), inProject(ctx, employees))),
    ).execute(),
    projectSettingsOf(ctx),
    departmentScope(ctx),
  ]);
  if (!row) throw notFound();
  const { employee } = row;
  const viewer = await viewerOf(ctx, employee, row.ownId);
  if (viewer === null) throw notFound();
  const placeId = employee.subDepartmentId ?? employee.departmentId;
  return {
    view: { projectId, employee, viewer, settings, lang: ctx.lang },
    // As resultPerson shows them (loadPeople and toPerson of the evaluations).
    person: {
      id: employee.id,
      full_name: `${employee.firstName} ${employee.lastName}`,
      image: fileUrl(row.image),
      position: employee.positionId === null || row.position === null ? null : { id: employee.positionId, name: row.position },
      department: placeId === null || row.place === null ? null : { id: placeId, name: row.place },
      status: employee.status,
      employee_number: employee.employeeNumber,
    },
    manager: row.managerId === null ? null : { id: row.managerId, full_name: `${row.managerFirst} ${row.managerLast}` },
    company: { name: row.companyName ?? '', logo: row.logo ?? null },
    weights: weightsApplying(settings, row),
    scales: scalesOf(settings, row.ratingTop, row.finalScale ?? []),
    reviews: (row.reviews ?? []).map(toReview),
  };
}

/**
 * The card and, for the PDF, the company logo's file id. Two round trips: what the employee, the period and the caller
 * decide (the person and the viewer, the periods, the period's rounds with the stored results, the reviews), then what
 * the rounds the viewer sees decide (the competencies and parties, the goals, the memos, the trail). The reads of the
 * first are of the employee and period asked for, in the selected project; nothing of them is answered unless the
 * caller views the person.
 */
export async function buildCard(
  ctx: ServiceContext,
  query: z.output<typeof performanceCardQuerySchema>,
): Promise<{ card: PerformanceCard; logoFile: string | null }> {
  const projectId = requireProject(ctx);
  const runner = ctx.deps.db;
  const [{ view, person, manager, company, weights, scales, reviews }, { period, periods }, { rounds, results }] = await Promise.all([
    cardPerson(ctx, query.employee, query.period),
    choosePeriod(ctx, query.period),
    roundsWithResults(runner, projectId, query.employee, query.period),
  ]);
  const visibleRounds = rounds.filter((r) => roundVisible(view, r)).map((r) => r.id);
  const [facts, goals, memoRows, calibration] = await Promise.all([
    skillFacts(runner, view, period!.id, rounds),
    visibleRounds.length ? goalResultLines(runner, view, period!.id, rounds, new Set(visibleRounds), scales.cap) : Promise.resolve([]),
    memoRecords(runner, view, visibleRounds),
    view.viewer === 'admin' ? calibrationTrail(runner, view, rounds) : Promise.resolve(null),
  ]);
  const skills = skillResultsOf(view, rounds, facts, scales.ratingTop, partyWeightsOf(weights));
  const periodScore = visiblePeriodScore(view, rounds, results);
  return {
    logoFile: company.logo,
    card: {
      viewer: view.viewer,
      employee: { ...person, manager },
      company: { name: company.name, logo: fileUrl(company.logo) },
      period: period!,
      periods,
      period_score: shown(periodScore),
      period_grade: gradeOf(periodScore, scales),
      rounds: roundResults(view, { rounds, results, scales, skills }),
      goals,
      skills: skills.lines,
      memos: cardMemos(view, skills.rounds, memoRows),
      weights,
      calibration,
      reviews,
    },
  };
}

export async function performanceCard(ctx: ServiceContext, query: z.output<typeof performanceCardQuerySchema>): Promise<PerformanceCard> {
  return (await buildCard(ctx, query)).card;
}
