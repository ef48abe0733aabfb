import type { WeightsInUse } from '@performa/contracts/api/results';
import type { PartyWeights } from '@performa/contracts/scoring';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw.ts';
import type { ServiceContext } from '../context.ts';
import { requireProject } from '../scope.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';

/**
 * The weights that apply to one employee's results (docs/product.md §3.11, §3.12, §4.6, §4.8): the final
 * score split (their individual weight, else the project's) and the party weights (their personal
 * weights, else the project's). A party weight that is not set counts as 0.
 */

interface Row {
  i_goal: number | null;
  i_skill: number | null;
  has_individual: boolean;
  p_manager: number | null;
  p_subworker: number | null;
  p_coworker: number | null;
  p_self: number | null;
  has_personal: boolean;
}

/** The weights of an employee of the selected project (the caller has checked the employee). */
export async function weightsInUse(ctx: ServiceContext, employeeId: number): Promise<WeightsInUse> {
  const projectId = requireProject(ctx);
  const [project, [row]] = await Promise.all([
    projectSettingsOf(ctx),
    rowsOf<Row>(
      ctx.deps.db,
      sql`select iw.goal_weight as i_goal, iw.skill_weight as i_skill, iw.employee_id is not null as has_individual,
            pw.manager_weight as p_manager, pw.subworker_weight as p_subworker, pw.coworker_weight as p_coworker, pw.self_weight as p_self,
            pw.employee_id is not null as has_personal
          from (select 1) one
          left join individual_weights iw on iw.employee_id = ${employeeId} and iw.project_id = ${projectId}
          left join personal_weights pw on pw.employee_id = ${employeeId} and pw.project_id = ${projectId}`,
    ),
  ]);
  const r = row!;
  return {
    split: r.has_individual
      ? { goal_weight: r.i_goal, skill_weight: r.i_skill, source: 'individual' }
      : { goal_weight: project.goalWeight, skill_weight: project.skillWeight, source: 'project' },
    parties: r.has_personal
      ? { manager: r.p_manager, subworker: r.p_subworker, coworker: r.p_coworker, self: r.p_self, source: 'personal' }
      : { manager: project.managerWeight, subworker: project.subworkerWeight, coworker: project.coworkerWeight, self: project.selfWeight, source: 'project' },
  };
}

/** The party weights as the scoring core takes them (not set: 0). */
export function partyWeightsOf(weights: WeightsInUse): PartyWeights {
  const { manager, coworker, subworker, self } = weights.parties;
  return { manager: manager ?? 0, coworker: coworker ?? 0, subworker: subworker ?? 0, self: self ?? 0 };
}
