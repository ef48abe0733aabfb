import { resultViewer } from '@performa/contracts/access';
import type { MyDashboard } from '@performa/contracts/api/dashboards';
import { roundScore } from '@performa/contracts/scoring';
import { and, asc, eq, sql } from 'drizzle-orm';
import { intArray, rowsOf } from '../../db/raw.ts';
import { departments, employees } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { evaluatorReach, selectEvaluations } from '../evaluations/rows.ts';
import { loadRoundGoals, type GoalLine } from '../evaluations/goal-lines.ts';
import { periodResults } from '../results/period-results.ts';
import {
  evaluationRoundOf,
  NO_RESULT,
  presentScores,
  resultPerson,
  resultScales,
  roundsOf,
  storedResults,
  type RoundRow,
  type StoredResult,
} from '../results/person.ts';
import { ownEmployee, roundVisible, viewerOf, type EmployeeRow, type PersonView } from '../results/visibility.ts';
import { inProject, requireProject } from '../scope.ts';
import { projectSettingsOf, type ProjectSettings } from '../settings/project-settings.ts';
import { chooseRound, dashboardRound, daysLeft, type ChosenRound } from './current-round.ts';
import { rankPeople } from './top-ten.ts';

/**
 * The user dashboard (docs/product.md §7.9, `main/my-dashboard/`): the caller's own home screen in the
 * selected project. Everything is read through the services of the screens it sums up: the evaluations to
 * do as /evaluate lists them (evaluations/rows.ts, §5.5), the goals of the current round as the goal
 * evaluation loads them (evaluations/goal-lines.ts), the competencies as the performance card computes them
 * for the employee (results/period-results.ts: groups as they count, §5.9), and every score behind the
 * results rules (results/visibility.ts, §5.6). Other people's scores reach a user only through `team` (their
 * direct reports, once the manager may see the round) and `department_top` (where the project shows it,
 * released rounds only).
 */

type Team = MyDashboard['team'][number];

/** An employee as the caller may read their results (`resultViewer`, §5.6); null: not at all. */
async function viewOf(ctx: ServiceContext, employee: EmployeeRow, settings: ProjectSettings): Promise<PersonView | null> {
  const viewer = await viewerOf(ctx, employee);
  return viewer === null ? null : { projectId: requireProject(ctx), employee, viewer, settings, lang: ctx.lang };
}

/** Every round of the project, newest first: the periods newest first (as listPeriodOptions orders them), each period's rounds latest first. */
async function everyRoundNewestFirst(ctx: ServiceContext, chosen: ChosenRound): Promise<RoundRow[]> {
  const rounds = await roundsOf(
    ctx.deps.db,
    requireProject(ctx),
    chosen.periods.map((p) => p.id),
  );
  const order = new Map(chosen.periods.map((p, i) => [p.id, i]));
  return rounds
    .map((r, i) => ({ r, i }))
    .sort((a, b) => order.get(a.r.periodId)! - order.get(b.r.periodId)! || b.i - a.i)
    .map(({ r }) => r);
}

/**
 * A numerical goal's progress (§7.9): actual ÷ target in percent, or target ÷ actual when lower is better;
 * null for a scale goal, without an actual, or when the division has no meaning (a target or actual of 0).
 * Not the goal's score (rule 2 caps it and the release rule may hide it, §5.6): the person's own inputs.
 */
function goalProgress(goal: Pick<GoalLine, 'isNumerical' | 'isPositive' | 'target' | 'actual'>): number | null {
  if (!goal.isNumerical || goal.target === null || goal.actual === null || goal.target === 0 || goal.actual === 0) return null;
  return roundScore((goal.isPositive ? goal.actual / goal.target : goal.target / goal.actual) * 100);
}

/** The caller's goals of the round (its own and the period's goals of every round, §3.7–§3.9), with their progress. */
async function myGoals(ctx: ServiceContext, view: PersonView, round: RoundRow): Promise<MyDashboard['goals']> {
  const { goals } = await loadRoundGoals(ctx.deps.db, {
    projectId: view.projectId,
    employeeId: view.employee.id,
    periodId: round.periodId,
    frequencyId: round.id,
    lang: ctx.lang,
  });
  return goals.map((g) => ({
    id: g.id,
    name: g.name,
    weight: g.weight,
    is_numerical: g.isNumerical,
    is_positive: g.isPositive,
    target: g.target,
    actual: g.actual,
    progress: goalProgress(g),
  }));
}

/** The evaluations the caller fills (§5.5: activated, not terminated), not completed, soonest end of round first, with the days left. */
async function toDo(ctx: ServiceContext, today: string): Promise<MyDashboard['to_do']> {
  const rows = await selectEvaluations(ctx.deps.db, {
    where: sql`${evaluatorReach(ctx)} and e.completed_at is null`,
    orderBy: sql`f.end_date, ee.first_name, ee.last_name, e.id`,
  });
  return rows.map(({ evaluation: e }) => ({
    id: e.id,
    kind: e.kind,
    party: e.party,
    evaluatee: e.evaluatee,
    round: e.round,
    days_left: daysLeft(e.round.end_date, today),
    started: e.started,
  }));
}

/**
 * The caller's competencies in the newest round they may see as its evaluatee (§5.6) in which they have a
 * skill overall: each competency's score and its norm as a score, as the performance card shows them to
 * the employee (groups as they count, §5.9).
 */
async function myCompetencies(ctx: ServiceContext, view: PersonView, rounds: readonly RoundRow[]): Promise<MyDashboard['competencies']> {
  const stored = await storedResults(ctx.deps.db, view, rounds);
  const round = rounds.find((r) => roundVisible(view, r) && (stored.get(r.id)?.skillOverall ?? null) !== null);
  if (!round) return null;
  const { skills } = await periodResults(ctx, view, round.periodId);
  return {
    round: evaluationRoundOf(round),
    lines: skills.lines.map((line) => ({
      id: line.id,
      name: line.name,
      score: line.rounds.find((r) => r.frequency_id === round.id)?.score ?? null,
      norm_score: line.norm_score,
    })),
  };
}

/**
 * What each of `evaluatorIds` has to fill in the round, to do and done: the evaluations in their own reach as
 * evaluators (EVALUATION_REACH.evaluator of contracts/access.ts: activated, not terminated, §5.5).
 */
async function evaluatorCounts(ctx: ServiceContext, frequencyId: number, evaluatorIds: readonly number[]) {
  const reach = evaluatorReach(ctx, sql`e.evaluator_id = any(${intArray(evaluatorIds)})`);
  const rows = await rowsOf<{ evaluator_id: number; to_do: number; done: number }>(
    ctx.deps.db,
    sql`select e.evaluator_id, count(*) filter (where e.completed_at is null)::int as to_do, count(e.completed_at)::int as done
        from evaluations e
        join employees er on er.id = e.evaluator_id
        where ${reach} and e.frequency_id = ${frequencyId}
        group by e.evaluator_id`,
  );
  return new Map(rows.map((r) => [r.evaluator_id, r]));
}

/** Whether a stored result holds a score (goal overall, skill overall or final): a card with something on it. */
const hasScore = (r: StoredResult | undefined) => r !== undefined && (r.finalScore !== null || r.goalOverall !== null || r.skillOverall !== null);

/**
 * The caller's direct reports (active employees who report to the caller's record, §2.7), by name: what each
 * has to evaluate in the current round, how far their own evaluations are (the engine's counts of their
 * evaluations that are not terminated, as the card shows them), and their score and grade of the round only
 * when the caller may see it (§5.6). The card to open: the current round's period when the manager may see
 * that round, else the newest period with a round they may see in which the report has a result.
 */
async function myTeam(ctx: ServiceContext, me: EmployeeRow, current: RoundRow | null, rounds: readonly RoundRow[]): Promise<Team[]> {
  const reports = await ctx.deps.db
    .select()
    .from(employees)
    .where(and(inProject(ctx, employees), eq(employees.reportToId, me.id), eq(employees.status, 'active')))
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));
  if (reports.length === 0) return [];
  const settings = await projectSettingsOf(ctx);
  const [scales, counts] = await Promise.all([
    resultScales(ctx),
    current
      ? evaluatorCounts(
          ctx,
          current.id,
          reports.map((r) => r.id),
        )
      : Promise.resolve(new Map<number, { to_do: number; done: number }>()),
  ]);
  const team: Team[] = [];
  for (const report of reports) {
    const view = await viewOf(ctx, report, settings);
    // A direct report is always the manager's to see (resultViewer); kept as the rule decides.
    if (view === null) continue;
    const [employee, results] = await Promise.all([resultPerson(ctx.deps.db, view), storedResults(ctx.deps.db, view, rounds)]);
    const visible = current !== null && roundVisible(view, current);
    const stored = current ? (results.get(current.id) ?? NO_RESULT) : NO_RESULT;
    const shown = presentScores(view, visible, stored, scales);
    const card = visible ? current : rounds.find((r) => roundVisible(view, r) && hasScore(results.get(r.id)));
    team.push({
      employee,
      to_do: counts.get(report.id)?.to_do ?? 0,
      done: counts.get(report.id)?.done ?? 0,
      evaluated: { done: stored.skillDone + stored.goalDone, total: stored.skillTotal + stored.goalTotal },
      score: shown.score,
      grade: shown.grade,
      card_period_id: card?.periodId ?? null,
    });
  }
  return team;
}

/** The top-level department above (or at) `departmentId` (§2.5): the tree's root. */
async function rootDepartment(ctx: ServiceContext, departmentId: number): Promise<number> {
  const rows = await ctx.deps.db.select({ id: departments.id, parentId: departments.parentId }).from(departments).where(inProject(ctx, departments));
  const parentOf = new Map(rows.map((d) => [d.id, d.parentId]));
  let at = departmentId;
  const seen = new Set<number>();
  for (let parent = parentOf.get(at) ?? null; parent !== null && !seen.has(parent); parent = parentOf.get(at) ?? null) {
    seen.add(at);
    at = parent;
  }
  return at;
}

/**
 * The top 10 of the caller's top-level department with its subtree (§7.9) in the newest released round of the
 * project, by the score that counts; null where the project does not show it (an evaluation setting) or the
 * caller sits in no department; empty while no round is released. Never a round that is not released (§5.6).
 */
async function departmentTop(
  ctx: ServiceContext,
  me: EmployeeRow,
  rounds: readonly RoundRow[],
): Promise<Pick<MyDashboard, 'department_top' | 'department_top_tied'>> {
  const settings = await projectSettingsOf(ctx);
  if (!settings.showDepartmentTopTen || me.departmentId === null) return { department_top: null, department_top_tied: null };
  const released = rounds.find((r) => r.releasedAt !== null);
  if (!released) return { department_top: [], department_top_tied: null };
  const department = await rootDepartment(ctx, me.departmentId);
  const ranked = await rankPeople(ctx, { frequencyId: released.id, by: 'score', department, position: null, adminScope: false });
  return { department_top: ranked.top, department_top_tied: ranked.top_tied };
}

/** main/my-dashboard/: the caller's own dashboard in the selected project (§7.9). Without an employee record there: the round and nothing else. */
export async function myDashboard(ctx: ServiceContext): Promise<MyDashboard> {
  const [chosen, settings, me] = await Promise.all([chooseRound(ctx, {}), projectSettingsOf(ctx), ownEmployee(ctx)]);
  const view = me === null ? null : await viewOf(ctx, me, settings);
  const current = chosen.round;
  // The caller as the evaluatee of the round: without a record of theirs, the release rule of a person (§5.6).
  const asEvaluatee = view ?? { viewer: resultViewer(ctx.actor, { self: true, direct_report: false, in_scope: false })!, settings };
  const round = current === null ? null : dashboardRound(current, roundVisible(asEvaluatee, current), chosen.today);
  if (me === null || view === null)
    return { employee: null, round, to_do: [], goals: [], competencies: null, team: [], department_top: null, department_top_tied: null };

  const rounds = await everyRoundNewestFirst(ctx, chosen);
  const [employee, toDoList, goals, competencies, team, top] = await Promise.all([
    resultPerson(ctx.deps.db, view),
    toDo(ctx, chosen.today),
    current === null ? Promise.resolve([]) : myGoals(ctx, view, current),
    myCompetencies(ctx, view, rounds),
    myTeam(ctx, me, current, rounds),
    departmentTop(ctx, me, rounds),
  ]);
  return { employee, round, to_do: toDoList, goals, competencies, team, ...top };
}
