import type { AssignedSkill, SkillWeightsBodyParsed } from '@performa/contracts/api/competencies';
import { sumOf } from '@performa/contracts/weight-sums';
import { and, inArray } from 'drizzle-orm';
import { skills } from '../../db/schema.ts';
import { FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { inProject } from '../scope.ts';
import { checkNorms } from './norms.ts';
import { appliesInPeriod, periodsOfSkills, skillRows, skillTraits } from './skills.ts';

/** One entry of a position's or an employee's list, as stored. */
export interface StoredEntry {
  skillId: number;
  weight: number;
  norm: number | null;
}

/**
 * A stored list with each competency's details, by name. With a period, only the competencies that
 * apply in it (organizational, or periodic and attached to it).
 */
export async function presentList(
  ctx: ServiceContext,
  entries: StoredEntry[],
  periodId: number | null = null,
): Promise<{ skills: AssignedSkill[]; weight_total: number }> {
  if (entries.length === 0) return { skills: [], weight_total: 0 };
  const rows = await skillRows(
    ctx,
    and(
      inArray(
        skills.id,
        entries.map((e) => e.skillId),
      ),
      periodId === null ? undefined : appliesInPeriod(periodId),
    ),
  );
  const periodsBySkill = await periodsOfSkills(
    ctx,
    rows.map((r) => r.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const list = entries
    .filter((e) => byId.has(e.skillId))
    .map((e): AssignedSkill => {
      const s = byId.get(e.skillId)!;
      return { skill_id: s.id, name: s.name, ...skillTraits(s, periodsBySkill), weight: e.weight, norm: e.norm };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.skill_id - b.skill_id);
  return { skills: list, weight_total: sumOf(list.map((s) => s.weight)) };
}

/**
 * Checks a list before it replaces one (the weights' sum and duplicates are checked by the body's
 * schema): every competency must belong to the project and every norm lie on the rating scale.
 */
export async function checkList(ctx: ServiceContext, body: SkillWeightsBodyParsed): Promise<StoredEntry[]> {
  const ids = body.skills.map((s) => s.skill_id);
  if (ids.length) {
    const found = await ctx.deps.db
      .select({ id: skills.id })
      .from(skills)
      .where(and(inProject(ctx, skills), inArray(skills.id, ids)));
    if (found.length !== new Set(ids).size) throw new FieldError({ skills: ['validation.notFoundRef'] });
  }
  await checkNorms(
    ctx,
    body.skills.map((s) => s.norm),
    'skills',
  );
  return body.skills.map((s) => ({ skillId: s.skill_id, weight: s.weight, norm: s.norm }));
}
