import type { PositionSkills, PositionSkillSummary, SkillWeightsBodyParsed } from '@performa/contracts/api/competencies';
import { and, asc, count, eq, sql, sum } from 'drizzle-orm';
import { retriedTransaction } from '../../db/locks.ts';
import { intArray } from '../../db/raw.ts';
import { departments, positions, positionSkills, skills } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { recomputePositionHolders } from '../engine/recompute.ts';
import { getDepartment, getPeriod, getPosition, inDepartmentScope, inProject, referenced } from '../scope.ts';
import { checkList, presentList, type StoredEntry } from './assigned.ts';
import { appliesInPeriod } from './skills.ts';

/**
 * The positions of the caller's department scope with how many competencies each lists and their
 * weights' sum (users with skill codes cannot read /wizard/positions/: this is their list); with a
 * period, only the competencies that apply in it count.
 */
export async function listPositionSummaries(ctx: ServiceContext, periodId: number | null = null): Promise<PositionSkillSummary[]> {
  if (periodId !== null) await referenced('period', getPeriod(ctx, periodId));
  const rows = await ctx.deps.db
    .select({ id: positions.id, name: positions.name, departmentId: positions.departmentId, departmentName: departments.name })
    .from(positions)
    .innerJoin(departments, eq(departments.id, positions.departmentId))
    .where(and(inProject(ctx, positions), await inDepartmentScope(ctx, positions.departmentId)))
    .orderBy(asc(departments.name), asc(positions.name), asc(positions.id));
  if (rows.length === 0) return [];
  const totals = await ctx.deps.db
    .select({ positionId: positionSkills.positionId, n: count(), total: sum(positionSkills.weight).mapWith(Number) })
    .from(positionSkills)
    .innerJoin(skills, eq(skills.id, positionSkills.skillId))
    .where(
      and(
        eq(positionSkills.companyId, ctx.actor.companyId),
        sql`${positionSkills.positionId} = any(${intArray(rows.map((r) => r.id))})`,
        periodId === null ? undefined : appliesInPeriod(periodId),
      ),
    )
    .groupBy(positionSkills.positionId);
  const byPosition = new Map(totals.map((t) => [t.positionId, t]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    department_id: r.departmentId,
    department_name: r.departmentName,
    skill_count: byPosition.get(r.id)?.n ?? 0,
    weight_total: byPosition.get(r.id)?.total ?? 0,
  }));
}

/** The stored list of a position (no scope check: callers check). */
export function positionEntries(ctx: ServiceContext, positionId: number): Promise<StoredEntry[]> {
  return ctx.deps.db
    .select({ skillId: positionSkills.skillId, weight: positionSkills.weight, norm: positionSkills.norm })
    .from(positionSkills)
    .where(and(eq(positionSkills.positionId, positionId), eq(positionSkills.companyId, ctx.actor.companyId)));
}

/** A position's competencies with weight and norm; with a period, only those that apply in it. */
export async function readPositionSkills(ctx: ServiceContext, positionId: number, periodId: number | null = null): Promise<PositionSkills> {
  const position = await getPosition(ctx, positionId);
  if (periodId !== null) await referenced('period', getPeriod(ctx, periodId));
  const department = await getDepartment(ctx, position.departmentId);
  const list = await presentList(ctx, await positionEntries(ctx, positionId), periodId);
  return { position: { id: position.id, name: position.name, department_name: department.name }, ...list };
}

/** Replaces a position's list (weights sum to at most 1, norms on the rating scale). */
export async function setPositionSkills(ctx: ServiceContext, positionId: number, body: SkillWeightsBodyParsed): Promise<PositionSkills> {
  const position = await getPosition(ctx, positionId);
  const entries = await checkList(ctx, body);
  await retriedTransaction(ctx.deps.db, async (tx) => {
    // The position's row, as the bulk writes lock it (lockPositions of bulk.ts): one write of its list at a time, and an
    // employee moved onto the position meanwhile (whose foreign key check waits for this lock) is recomputed after this
    // commits, or is found among the holders below; else their results would keep the old list.
    await tx.execute(sql`select id from positions where id = ${positionId} for update`);
    await tx.delete(positionSkills).where(and(eq(positionSkills.positionId, positionId), eq(positionSkills.companyId, ctx.actor.companyId)));
    if (entries.length)
      await tx.insert(positionSkills).values(entries.map((e) => ({ companyId: ctx.actor.companyId, projectId: position.projectId, positionId, ...e })));
    await recomputePositionHolders(tx, position.projectId, [positionId]);
  });
  return readPositionSkills(ctx, positionId);
}

/** GET skills-for-position: the positions' summaries, or one position's list (optionally of one period). */
export function skillsForPosition(ctx: ServiceContext, positionId: number | null, periodId: number | null): Promise<PositionSkillSummary[] | PositionSkills> {
  return positionId === null ? listPositionSummaries(ctx, periodId) : readPositionSkills(ctx, positionId, periodId);
}
