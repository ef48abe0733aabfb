import type {
  employeePeriodQuerySchema,
  EmployeeResult,
  employeeResultQuerySchema,
  EmployeeSkillPerformance,
  EmployeeSkillResult,
  WeightsInUse,
} from '@performa/contracts/api/results';
import type { z } from 'zod';
import type { ServiceContext } from '../context.ts';
import { listPeriodOptions } from '../periods/periods.ts';
import { periodResults, roundResults } from './period-results.ts';
import { choosePeriod, gradeOf, NO_RESULT, presentScores, resultPerson, resultRound, shown, visiblePeriodScore } from './person.ts';
import { weightsInUse } from './weights-in-use.ts';
import { roundVisible, viewPerson, viewPersonAsAdmin } from './visibility.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * One employee's results outside the card (docs/product.md §8.8.1, §8.10): the admins' competency page
 * (/user-skill-performance), skill overall per round with the parties, and the round and period scores
 * of every period (main/employee-result/), each as the viewer may see them (visibility.ts).
 */

/** wizard/employee-skill-performance/ (admins): per round and competency the parties, the score, the norm and the gap. */
export async function employeeSkillPerformance(ctx: ServiceContext, query: z.output<typeof employeePeriodQuerySchema>): Promise<EmployeeSkillPerformance> {
  const view = await viewPersonAsAdmin(ctx, query.employee);
  const [employee, { period, periods }] = await Promise.all([resultPerson(ctx.deps.db, view), choosePeriod(ctx, query.period)]);
  if (!period) return { employee, period: null, periods, rounds: [], skills: [] };
  const data = await periodResults(ctx, view, period.id);
  return { employee, period, periods, rounds: roundResults(view, data), skills: data.skills.lines };
}

/** wizard/employee-skill-result/: skill overall per round with the parties (small parties merged for the employee and the manager). */
export async function employeeSkillResult(ctx: ServiceContext, query: z.output<typeof employeePeriodQuerySchema>): Promise<EmployeeSkillResult> {
  const view = await viewPerson(ctx, query.employee);
  const [employee, { period }] = await Promise.all([resultPerson(ctx.deps.db, view), choosePeriod(ctx, query.period)]);
  if (!period) return { employee, period: null, rounds: [] };
  const { rounds, scales, results, skills } = await periodResults(ctx, view, period.id);
  return {
    employee,
    period,
    rounds: rounds.map((round) => {
      const visible = roundVisible(view, round);
      return {
        round: resultRound(view, round),
        skill_overall: presentScores(view, visible, results.get(round.id) ?? NO_RESULT, scales).skill_overall,
        parties: visible ? (skills.rounds.get(round.id)?.parties ?? []) : [],
      };
    }),
  };
}

/** main/employee-result/: the round and period scores and grades of one period, or of every period (newest first). */
export async function employeeResult(ctx: ServiceContext, query: z.output<typeof employeeResultQuerySchema>): Promise<EmployeeResult> {
  const view = await viewPerson(ctx, query.employee);
  const [employee, options] = await Promise.all([resultPerson(ctx.deps.db, view), listPeriodOptions(ctx)]);
  const chosen = query.period == null ? options : options.filter((p) => p.id === query.period);
  if (query.period != null && chosen.length === 0) throw notFound();
  const periods = [];
  for (const period of chosen) {
    const data = await periodResults(ctx, view, period.id);
    const score = visiblePeriodScore(view, data.rounds, data.results);
    periods.push({ period, period_score: shown(score), period_grade: gradeOf(score, data.scales), rounds: roundResults(view, data) });
  }
  return { employee, periods };
}

/** main/employee-individual-weights/: the split and the party weights that apply to the employee. */
export async function employeeWeights(ctx: ServiceContext, employeeId: number): Promise<WeightsInUse> {
  const view = await viewPerson(ctx, employeeId);
  return weightsInUse(ctx, view.employee.id);
}
