import type { EvaluationParty, PartyWeights, PartyWeightsBody, ProjectPartyWeights, ProjectWeight, ProjectWeightBody } from '@performa/contracts/api/weights';
import { PARTIES } from '@performa/contracts/api/weights';
import { and, eq } from 'drizzle-orm';
import { personalWeights } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { getEmployee, inProject } from '../scope.ts';
import { projectSettingsOf, saveProjectSettings, type ProjectSettings } from '../settings/project-settings.ts';

const splitOf = (s: ProjectSettings): ProjectWeight => ({ goal_weight: s.goalWeight, skill_weight: s.skillWeight, max_achievement: s.maxAchievement });

const partiesOf = (s: ProjectSettings): ProjectPartyWeights => ({
  manager: s.managerWeight,
  subworker: s.subworkerWeight,
  coworker: s.coworkerWeight,
  self: s.selfWeight,
});

/** The project's final score split and the cap of numerical goals. */
export async function getProjectWeight(ctx: ServiceContext): Promise<ProjectWeight> {
  return splitOf(await projectSettingsOf(ctx));
}

export async function saveProjectWeight(ctx: ServiceContext, body: ProjectWeightBody): Promise<ProjectWeight> {
  return splitOf(await saveProjectSettings(ctx, { goalWeight: body.goal_weight, skillWeight: body.skill_weight, maxAchievement: body.max_achievement }));
}

/** The project's party weights (null until set). */
export async function getProjectParties(ctx: ServiceContext): Promise<ProjectPartyWeights> {
  return partiesOf(await projectSettingsOf(ctx));
}

export async function saveProjectParties(ctx: ServiceContext, body: PartyWeightsBody): Promise<ProjectPartyWeights> {
  return partiesOf(
    await saveProjectSettings(ctx, { managerWeight: body.manager, subworkerWeight: body.subworker, coworkerWeight: body.coworker, selfWeight: body.self }),
  );
}

/** An employee's personal party weights, if any (the caller has checked the employee). */
export async function personalWeightsOf(ctx: ServiceContext, employeeId: number): Promise<PartyWeights | null> {
  const [row] = await ctx.deps.db
    .select()
    .from(personalWeights)
    .where(and(eq(personalWeights.employeeId, employeeId), inProject(ctx, personalWeights)));
  return row ? { manager: row.managerWeight, subworker: row.subworkerWeight, coworker: row.coworkerWeight, self: row.selfWeight } : null;
}

/**
 * The four evaluation parties with the weights that apply: the employee's personal weights when set,
 * else the project's (also without an employee).
 */
export async function evaluationParties(ctx: ServiceContext, employeeId: number | null): Promise<EvaluationParty[]> {
  const personal = employeeId === null ? null : await personalWeightsOf(ctx, (await getEmployee(ctx, employeeId)).id);
  const weights = personal ?? (await getProjectParties(ctx));
  const source = personal ? 'personal' : 'project';
  return PARTIES.map((party) => ({ party, weight: weights[party], source }));
}
