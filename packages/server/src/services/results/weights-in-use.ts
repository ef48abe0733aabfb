import type { WeightsInUse } from '@performa/contracts/api/results';
import type { PartyWeights } from '@performa/contracts/scoring';
import { sql } from 'drizzle-orm';
import { rowsOf, type Runner } from '../../db/raw.ts';

/**
 * The weights that apply to one employee's results (docs/product.md §3.11, §3.12, §4.6, §4.8): the final
 * score split (their individual weight, else the project's) and the party weights (their personal
 * weights, else the project's). A party weight that is not set counts as 0.
 */

type Num = string | number | null;
interface Row {
  goal_weight: Num;
  skill_weight: Num;
  manager_weight: Num;
  subworker_weight: Num;
  coworker_weight: Num;
  self_weight: Num;
  i_goal: Num;
  i_skill: Num;
  has_individual: boolean;
  p_manager: Num;
  p_subworker: Num;
  p_coworker: Num;
  p_self: Num;
  has_personal: boolean;
}

const num = (value: Num) => (value === null ? null : Number(value));

export async function weightsInUse(runner: Runner, projectId: number, employeeId: number): Promise<WeightsInUse> {
  const [row] = await rowsOf<Row>(
    runner,
    sql`select ps.goal_weight, ps.skill_weight, ps.manager_weight, ps.subworker_weight, ps.coworker_weight, ps.self_weight,
          iw.goal_weight as i_goal, iw.skill_weight as i_skill, iw.employee_id is not null as has_individual,
          pw.manager_weight as p_manager, pw.subworker_weight as p_subworker, pw.coworker_weight as p_coworker, pw.self_weight as p_self,
          pw.employee_id is not null as has_personal
        from (select 1) one
        left join project_settings ps on ps.project_id = ${projectId}
        left join individual_weights iw on iw.employee_id = ${employeeId} and iw.project_id = ${projectId}
        left join personal_weights pw on pw.employee_id = ${employeeId} and pw.project_id = ${projectId}`,
  );
  const r = row!;
  return {
    split: r.has_individual
      ? { goal_weight: num(r.i_goal), skill_weight: num(r.i_skill), source: 'individual' }
      : { goal_weight: num(r.goal_weight), skill_weight: num(r.skill_weight), source: 'project' },
    parties: r.has_personal
      ? { manager: num(r.p_manager), subworker: num(r.p_subworker), coworker: num(r.p_coworker), self: num(r.p_self), source: 'personal' }
      : { manager: num(r.manager_weight), subworker: num(r.subworker_weight), coworker: num(r.coworker_weight), self: num(r.self_weight), source: 'project' },
  };
}

/** The party weights as the scoring core takes them (not set: 0). */
export function partyWeightsOf(weights: WeightsInUse): PartyWeights {
  const { manager, coworker, subworker, self } = weights.parties;
  return { manager: manager ?? 0, coworker: coworker ?? 0, subworker: subworker ?? 0, self: self ?? 0 };
}
