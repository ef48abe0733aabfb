import { RESULT_PARTIES, type CalibrationEntry, type PerformanceCard, type performanceCardQuerySchema } from '@performa/contracts/api/results';
import type { z } from 'zod';
import type { Party } from '@performa/contracts/scoring';
import { sql } from 'drizzle-orm';
import { intArray, rowsOf, type Runner } from '../../db/raw.ts';
import type { ServiceContext } from '../context.ts';
import { fileUrl } from '../files/files.ts';
import { isPeer } from './anonymity.ts';
import { calibrationEntries } from './calibration.ts';
import { cardReviews } from './card-reviews.ts';
import { goalResultLines } from './employee-goals.ts';
import type { RoundSkills } from './employee-skills.ts';
import { periodResults, roundResults } from './period-results.ts';
import { choosePeriod, gradeOf, resultPerson, shown, visiblePeriodScore, type RoundRow } from './person.ts';
import { COUNTED } from '../engine/skill-sums.ts';
import { roundVisible, viewPerson, type PersonView } from './visibility.ts';

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
 * The memos of the counted evaluations of the visible rounds, and the comments of their answers (each with its
 * competency). Admins read every one with its author. The employee and the manager read a coworker's or
 * subworker's memo or comment without its author, under the group its ratings count in (`others` for a pool),
 * and none of a party that does not count (a pool below the minimum), so that no text points at one peer (§5.9).
 */
async function cardMemos(runner: Runner, view: PersonView, skills: Map<number, RoundSkills>): Promise<PerformanceCard['memos']> {
  const visible = [...skills.values()].filter((r) => r.visible);
  if (visible.length === 0) return [];
  const rounds = intArray(visible.map((r) => r.round.id));
  const rows = await rowsOf<MemoRow>(
    runner,
    sql`select x.* from (
          select e.id as evaluation_id, e.frequency_id, e.party, er.first_name, er.last_name, null::int as skill_id, null as skill_name, e.memo
          from evaluations e join employees er on er.id = e.evaluator_id
          where e.project_id = ${view.projectId} and e.evaluatee_id = ${view.employee.id} and ${COUNTED}
            and e.frequency_id = any(${rounds}) and btrim(e.memo) <> ''
          union all
          select e.id, e.frequency_id, e.party, er.first_name, er.last_name, s.id, s.name, a.comment
          from evaluations e
          join employees er on er.id = e.evaluator_id
          join skill_answers a on a.evaluation_id = e.id and a.project_id = ${view.projectId}
          join skills s on s.id = a.skill_id
          where e.project_id = ${view.projectId} and e.evaluatee_id = ${view.employee.id} and e.kind = 'skill' and ${COUNTED}
            and e.frequency_id = any(${rounds}) and btrim(a.comment) <> ''
        ) x
        order by x.evaluation_id, x.skill_name nulls first, x.skill_id`,
  );
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

/** The company (name, logo file id) and the person's manager. */
async function surroundings(runner: Runner, view: PersonView) {
  const [row] = await rowsOf<{
    company_name: string;
    logo: string | null;
    manager_id: number | null;
    manager_first: string | null;
    manager_last: string | null;
  }>(
    runner,
    sql`select c.company_name, c.logo, m.id as manager_id, m.first_name as manager_first, m.last_name as manager_last
        from companies c left join employees m on m.id = ${view.employee.reportToId ?? 0} and m.project_id = ${view.projectId}
        where c.id = ${view.employee.companyId}`,
  );
  return {
    company: { name: row?.company_name ?? '', logo: row?.logo ?? null },
    manager: row?.manager_id == null ? null : { id: row.manager_id, full_name: `${row.manager_first} ${row.manager_last}` },
  };
}

/** The card and, for the PDF, the company logo's file id. */
export async function buildCard(
  ctx: ServiceContext,
  query: z.output<typeof performanceCardQuerySchema>,
): Promise<{ card: PerformanceCard; logoFile: string | null }> {
  const view = await viewPerson(ctx, query.employee);
  const runner = ctx.deps.db;
  const { period, periods } = await choosePeriod(ctx, query.period);
  const [data, person, around, reviews] = await Promise.all([
    periodResults(ctx, view, period!.id),
    resultPerson(runner, view),
    surroundings(runner, view),
    cardReviews(runner, view.projectId, view.employee.id, period!.id),
  ]);
  const { rounds, scales, results, weights, skills } = data;
  const visibleRounds = new Set(rounds.filter((r) => roundVisible(view, r)).map((r) => r.id));
  const [goals, memos, calibration] = await Promise.all([
    visibleRounds.size ? goalResultLines(runner, view, period!.id, rounds, visibleRounds, scales.cap) : Promise.resolve([]),
    cardMemos(runner, view, skills.rounds),
    view.viewer === 'admin' ? calibrationTrail(runner, view, rounds) : Promise.resolve(null),
  ]);
  const periodScore = visiblePeriodScore(view, rounds, results);
  return {
    logoFile: around.company.logo,
    card: {
      viewer: view.viewer,
      employee: { ...person, manager: around.manager },
      company: { name: around.company.name, logo: fileUrl(around.company.logo) },
      period: period!,
      periods,
      period_score: shown(periodScore),
      period_grade: gradeOf(periodScore, scales),
      rounds: roundResults(view, data),
      goals,
      skills: skills.lines,
      memos,
      weights,
      calibration,
      reviews,
    },
  };
}

export async function performanceCard(ctx: ServiceContext, query: z.output<typeof performanceCardQuerySchema>): Promise<PerformanceCard> {
  return (await buildCard(ctx, query)).card;
}
