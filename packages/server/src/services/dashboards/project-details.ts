import type { ProjectDetails } from '@performa/contracts/api/dashboards';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw.ts';
import type { ServiceContext } from '../context.ts';
import { adminReach } from '../evaluations/rows.ts';
import { employeeScope } from '../results/calibration.ts';
import { requireProject } from '../scope.ts';

/**
 * wizard/project-details/: the selected project's counts on the admin dashboard (docs/product.md §7.9).
 * Employees, evaluations (by their evaluatee) and personal goals (by their employee) count within the
 * caller's department scope (§2.8); departments, positions, periods, rounds, positional goals and
 * competencies are project-wide. Evaluations by state (§5.1): terminated ones apart, the others not
 * activated, activated and not completed, or completed.
 */
export async function projectDetails(ctx: ServiceContext): Promise<ProjectDetails> {
  /** The condition "row `alias` belongs to the selected project". */
  const project = (alias: string) =>
    sql`${sql.identifier(alias)}.company_id = ${ctx.actor.companyId} and ${sql.identifier(alias)}.project_id = ${requireProject(ctx)}`;
  const inScope = await employeeScope(ctx);
  const [row] = await rowsOf<{
    departments: number;
    positions: number;
    active: number;
    terminated: number;
    periods: number;
    rounds: number;
    evaluations: number;
    not_activated: number;
    in_progress: number;
    completed: number;
    terminated_evaluations: number;
    positional: number;
    personal: number;
    competencies: number;
  }>(
    ctx.deps.db,
    sql`select
        (select count(*)::int from departments d where ${project('d')}) as departments,
        (select count(*)::int from positions p where ${project('p')}) as positions,
        people.active, people.terminated,
        (select count(*)::int from periods pe where ${project('pe')}) as periods,
        (select count(*)::int from frequencies f where ${project('f')}) as rounds,
        states.evaluations, states.not_activated, states.in_progress, states.completed, states.terminated_evaluations,
        (select count(*)::int from positional_goals pg where ${project('pg')}) as positional,
        (select count(*)::int from goals g join employees em on em.id = g.employee_id where ${project('g')} and ${inScope}) as personal,
        (select count(*)::int from skills s where ${project('s')}) as competencies
      from (
        select count(*) filter (where em.status = 'active')::int as active, count(*) filter (where em.status = 'terminated')::int as terminated
        from employees em where ${project('em')} and ${inScope}
      ) people,
      (
        select count(*) filter (where e.terminated_at is null)::int as evaluations,
          count(*) filter (where e.terminated_at is null and e.activated_at is null)::int as not_activated,
          count(*) filter (where e.terminated_at is null and e.activated_at is not null and e.completed_at is null)::int as in_progress,
          count(*) filter (where e.terminated_at is null and e.completed_at is not null)::int as completed,
          count(*) filter (where e.terminated_at is not null)::int as terminated_evaluations
        from evaluations e join employees ee on ee.id = e.evaluatee_id where ${await adminReach(ctx)}
      ) states`,
  );
  const r = row!;
  return {
    departments: r.departments,
    positions: r.positions,
    employees: { active: r.active, terminated: r.terminated },
    periods: r.periods,
    rounds: r.rounds,
    evaluations: {
      total: r.evaluations,
      not_activated: r.not_activated,
      in_progress: r.in_progress,
      completed: r.completed,
      terminated: r.terminated_evaluations,
    },
    goals: { positional: r.positional, personal: r.personal },
    competencies: r.competencies,
  };
}
