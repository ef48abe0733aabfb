import { WEIGHT_SUM_MAX, type AssignSkillInput, type CopyPositionSkillsInput, type PositionSkillSummary } from '@performa/contracts/api/competencies';
import { toPercent } from '@performa/contracts/weight-sums';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { retriedTransaction } from '../../db/locks.ts';
import { intArray, rowsOf } from '../../db/raw.ts';
import { departments, positions, positionSkills, skills } from '../../db/schema.ts';
import { FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { recomputePositionHolders } from '../engine/recompute.ts';
import { departmentScope, getPosition, inProject, referenced, requireProject } from '../scope.ts';
import { checkNorms } from './norms.ts';
import { listPositionSummaries } from './position-skills.ts';

/**
 * Competencies on many positions at once (docs/product.md §3.5): one competency with weight and norm
 * onto several positions, or one position's list copied onto others. Each runs in one transaction and
 * keeps every list's weights at most 1; a refusal names the positions with their totals.
 */

/**
 * The positions of a body: all of the selected project and in the caller's department scope, else a
 * field error on `field` (a position of another company or department is "no such entry").
 */
export async function positionsInReach(ctx: ServiceContext, ids: readonly number[], field: string): Promise<number[]> {
  if (ids.length === 0) return [];
  const scope = await departmentScope(ctx);
  const found = await ctx.deps.db
    .select({ id: positions.id })
    .from(positions)
    .where(
      and(
        inProject(ctx, positions),
        sql`${positions.id} = any(${intArray(ids)})`,
        scope === null ? undefined : scope.size ? inArray(positions.departmentId, [...scope]) : sql`false`,
      ),
    );
  if (found.length !== new Set(ids).size) throw new FieldError({ [field]: ['validation.notFoundRef'] });
  return found.map((r) => r.id).sort((a, b) => a - b);
}

/** Locks the positions' rows (in id order) so that two writes to their lists (or goals) wait for each other. */
export async function lockPositions(tx: Tx, ids: readonly number[]) {
  if (ids.length) await tx.execute(sql`select id from positions where id = any(${intArray([...ids].sort((a, b) => a - b))}) order by id for update`);
}

/** Refuses (rolling the transaction back) when a list of `ids` now sums to more than 1, naming each such position with its total in percent. */
async function assertListSums(tx: Tx, ids: readonly number[], field: string) {
  const over = await rowsOf<{ name: string; department: string; total: number }>(
    tx,
    sql`
      select p.name, d.name as department, sum(ps.weight) as total
      from ${positionSkills} ps
      join ${positions} p on p.id = ps.position_id
      join ${departments} d on d.id = p.department_id
      where ps.position_id = any(${intArray(ids)})
      group by p.id, p.name, d.name
      having sum(ps.weight) > ${WEIGHT_SUM_MAX}
      order by p.name, p.id`,
  );
  if (over.length === 0) return;
  const named = over.slice(0, 5).map((r) => `${r.name} (${r.department}): ${toPercent(r.total)} %`);
  throw new FieldError({ [field]: ['validation.skillWeightsOver'] }, { positions: `${named.join(', ')}${over.length > 5 ? ' …' : ''}` });
}

async function summariesOf(ctx: ServiceContext, ids: readonly number[]): Promise<PositionSkillSummary[]> {
  const wanted = new Set(ids);
  return (await listPositionSummaries(ctx)).filter((p) => wanted.has(p.id));
}

/** Puts one competency on several positions with the same weight and norm (replacing its weight and norm where it is listed). */
export async function assignSkillToPositions(ctx: ServiceContext, body: AssignSkillInput): Promise<PositionSkillSummary[]> {
  const projectId = requireProject(ctx);
  const [skill] = await ctx.deps.db
    .select({ id: skills.id })
    .from(skills)
    .where(and(inProject(ctx, skills), eq(skills.id, body.skill_id)));
  if (!skill) throw new FieldError({ skill_id: ['validation.notFoundRef'] });
  await checkNorms(ctx, [body.norm], 'norm');
  const ids = await positionsInReach(ctx, body.position_ids, 'position_ids');
  await retriedTransaction(ctx.deps.db, async (tx) => {
    await lockPositions(tx, ids);
    await tx.execute(sql`
      insert into ${positionSkills} (company_id, project_id, position_id, skill_id, weight, norm)
      select ${ctx.actor.companyId}::int, ${projectId}::int, t.id, ${body.skill_id}::int, ${body.weight}::numeric, ${body.norm}::numeric
      from unnest(${intArray(ids)}) as t(id)
      on conflict (position_id, skill_id) do update set weight = excluded.weight, norm = excluded.norm`);
    await assertListSums(tx, ids, 'weight');
    await recomputePositionHolders(tx, projectId, ids);
  });
  return summariesOf(ctx, ids);
}

/**
 * Copies a position's list with weights and norms onto other positions. `replace`: their lists become
 * the source's; `merge`: the source's competencies are added and, where both list one, the source's
 * weight and norm win. The source among the targets is left as it is.
 */
export async function copyPositionSkills(ctx: ServiceContext, body: CopyPositionSkillsInput): Promise<PositionSkillSummary[]> {
  const source = await referenced('from_position_id', getPosition(ctx, body.from_position_id));
  const ids = (await positionsInReach(ctx, body.position_ids, 'position_ids')).filter((id) => id !== source.id);
  if (ids.length === 0) return [];
  await retriedTransaction(ctx.deps.db, async (tx) => {
    await lockPositions(tx, [...ids, source.id]);
    if (body.mode === 'replace')
      await tx.delete(positionSkills).where(and(eq(positionSkills.projectId, source.projectId), inArray(positionSkills.positionId, ids)));
    await tx.execute(sql`
      insert into ${positionSkills} (company_id, project_id, position_id, skill_id, weight, norm)
      select s.company_id, s.project_id, t.id, s.skill_id, s.weight, s.norm
      from ${positionSkills} s cross join unnest(${intArray(ids)}) as t(id)
      where s.position_id = ${source.id} and s.project_id = ${source.projectId}
      on conflict (position_id, skill_id) do update set weight = excluded.weight, norm = excluded.norm`);
    await assertListSums(tx, ids, 'position_ids');
    await recomputePositionHolders(tx, source.projectId, ids);
  });
  return summariesOf(ctx, ids);
}
