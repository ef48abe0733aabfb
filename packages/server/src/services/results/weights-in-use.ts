import type { WeightsInUse } from '@performa/contracts/api/results';
import type { PartyWeights } from '@performa/contracts/scoring';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw.ts';
import type { ServiceContext } from '../context.ts';
import { requireProject } from '../scope.ts';
import { projectSettingsOf, type ProjectSettings } from '../settings/project-settings.ts';

/**
 * The weights that apply to one employee's results (docs/product.md §3.11, §3.12, §4.6, §4.8): the final
 * score split (their individual weight, else the project's) and the party weights (their personal
 * weights, else the project's). A party weight that is not set counts as 0.
 */

/** An employee's own weights as stored: their individual split and their personal party weights, each null when not set. */
export interface OwnWeights {
  individual: { goalWeight: number; skillWeight: number } | null;
  personal: { managerWeight: number; subworkerWeight: number; coworkerWeight: number; selfWeight: number } | null;
}

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
  return weightsApplying(project, {
    individual: r.has_individual ? { goalWeight: r.i_goal!, skillWeight: r.i_skill! } : null,
    personal: r.has_personal ? { managerWeight: r.p_manager!, subworkerWeight: r.p_subworker!, coworkerWeight: r.p_coworker!, selfWeight: r.p_self! } : null,
  });
}

/** The weights that apply: the employee's own where set, else the project's. */
export function weightsApplying(project: ProjectSettings, own: OwnWeights): WeightsInUse {
  const { individual: i, personal: p } = own;
  return {
    split: i
      ? { goal_weight: i.goalWeight, skill_weight: i.skillWeight, source: 'individual' }
      : { goal_weight: project.goalWeight, skill_weight: project.skillWeight, source: 'project' },
    parties: p
      ? { manager: p.managerWeight, subworker: p.subworkerWeight, coworker: p.coworkerWeight, self: p.selfWeight, source: 'personal' }
      : { manager: project.managerWeight, subworker: project.subworkerWeight, coworker: project.coworkerWeight, self: project.selfWeight, source: 'project' },
  };
}

/** The party weights as the scoring core takes them (not set: 0). */
export function partyWeightsOf(weights: WeightsInUse): PartyWeights {
  const { manager, coworker, subworker, self } = weights.parties;
  return { manager: manager ?? 0, coworker: coworker ?? 0, subworker: subworker ?? 0, self: self ?? 0 };
}
