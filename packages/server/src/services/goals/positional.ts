import { WEIGHT_TOTAL, type EditPositionsBody, type PositionalGoal, type PositionalGoalInput } from '@performa/contracts/api/goals';
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { categories, positionalGoalPositions, positionalGoals, positions, responseScaleTemplates } from '../../db/schema.ts';
import { FieldError, notFound } from '../../lib/errors.ts';
import { rowsOf } from '../../db/raw.ts';
import type { ServiceContext } from '../context.ts';
import { labelIn } from '../labels.ts';
import { departmentScope, getPosition, inProject, requireProject } from '../scope.ts';
import { lockPositions, positionsInReach } from '../competencies/bulk.ts';
import { checkReferences, measureValues, presentMeasure } from './measure.ts';
import { nameList } from './sql.ts';

/**
 * Positional goals: goals defined for positions, copied into the holders' personal goals. An admin
 * with a department scope reaches a positional goal only when every position it applies to is in
 * the scope (so that changing it cannot change what other departments' positions carry).
 */

async function reachable(ctx: ServiceContext): Promise<SQL | undefined> {
  const scope = await departmentScope(ctx);
  if (scope === null) return undefined;
  const outside = scope.size ? notInArray(positions.departmentId, [...scope]) : sql`true`;
  return sql`not exists (select 1 from ${positionalGoalPositions} join ${positions} on ${positions.id} = ${positionalGoalPositions.positionId}
    where ${positionalGoalPositions.positionalGoalId} = ${positionalGoals.id} and ${outside})`;
}

async function list(ctx: ServiceContext, where: SQL | undefined): Promise<PositionalGoal[]> {
  const rows = await ctx.deps.db
    .select({
      goal: positionalGoals,
      // In the reader's language (ADR 29).
      categoryName: labelIn(ctx.lang, 'categories', 'name'),
      templateName: labelIn(ctx.lang, 'response_scale_templates', 'name'),
    })
    .from(positionalGoals)
    .leftJoin(categories, eq(categories.id, positionalGoals.categoryId))
    .leftJoin(responseScaleTemplates, eq(responseScaleTemplates.id, positionalGoals.scaleTemplateId))
    .where(and(inProject(ctx, positionalGoals), await reachable(ctx), where))
    .orderBy(asc(positionalGoals.name), asc(positionalGoals.id));
  if (rows.length === 0) return [];
  const links = await ctx.deps.db
    .select({ goalId: positionalGoalPositions.positionalGoalId, id: positions.id, name: positions.name })
    .from(positionalGoalPositions)
    .innerJoin(positions, eq(positions.id, positionalGoalPositions.positionId))
    .where(
      inArray(
        positionalGoalPositions.positionalGoalId,
        rows.map((r) => r.goal.id),
      ),
    )
    .orderBy(asc(positions.name));
  return rows.map(({ goal, categoryName, templateName }) => ({
    id: goal.id,
    name: goal.name,
    category: goal.categoryId === null ? null : { id: goal.categoryId, name: categoryName ?? '' },
    success_criteria: goal.successCriteria,
    ...presentMeasure(goal),
    scale_template: goal.scaleTemplateId === null ? null : { id: goal.scaleTemplateId, name: templateName ?? '' },
    positions: links.filter((l) => l.goalId === goal.id).map((l) => ({ id: l.id, name: l.name })),
  }));
}

/** The project's positional goals (in the caller's reach), optionally those of one position. */
export async function listPositionalGoals(ctx: ServiceContext, positionId: number | null): Promise<PositionalGoal[]> {
  if (positionId !== null) await getPosition(ctx, positionId);
  const ofPosition =
    positionId === null
      ? undefined
      : sql`exists (select 1 from ${positionalGoalPositions} where ${positionalGoalPositions.positionalGoalId} = ${positionalGoals.id} and ${positionalGoalPositions.positionId} = ${positionId})`;
  return list(ctx, ofPosition);
}

async function readOne(ctx: ServiceContext, id: number): Promise<PositionalGoal> {
  const [found] = await list(ctx, eq(positionalGoals.id, id));
  if (!found) throw notFound();
  return found;
}

/** The positions of a body: all of the project and in the caller's scope, else a field error. */
const checkPositions = (ctx: ServiceContext, ids: readonly number[]) => positionsInReach(ctx, ids, 'position_ids');

async function setPositions(ctx: ServiceContext, tx: Tx, goalId: number, ids: readonly number[]) {
  await tx.delete(positionalGoalPositions).where(eq(positionalGoalPositions.positionalGoalId, goalId));
  if (ids.length)
    await tx.insert(positionalGoalPositions).values(ids.map((positionId) => ({ positionalGoalId: goalId, positionId, projectId: requireProject(ctx) })));
}

/** "Seller (Sales): 150" for messages that name positions with their totals. */
const positionList = (rows: ReadonlyArray<{ name: string; department: string; total?: number }>) =>
  nameList(rows.map((r) => `${r.name} (${r.department})${r.total === undefined ? '' : `: ${r.total}`}`));

/**
 * The rules of a position's goals (docs/product.md §3.6), checked inside the transaction that wrote
 * goal `goalId` and its positions: on each of its positions no other goal has its name, and the goals'
 * weights add up to at most 100 (with the totals named). A refusal rolls the write back.
 */
async function checkPositionGoals(ctx: ServiceContext, tx: Tx, goalId: number, positionIds: readonly number[], fields: { name: string; weight: string }) {
  // Writes to the same positions wait for each other here, so two saves cannot pass 100 together.
  await lockPositions(tx, positionIds);
  const rows = await rowsOf<{ name: string; department: string; total: number; duplicate: boolean }>(
    tx,
    sql`
      select p.name, d.name as department, sum(pg.weight) as total,
             count(*) filter (where lower(pg.name) = (select lower(name) from positional_goals where id = ${goalId})) > 1 as duplicate
      from positional_goal_positions own
      join positions p on p.id = own.position_id
      join departments d on d.id = p.department_id
      join positional_goal_positions pgp on pgp.position_id = own.position_id
      join positional_goals pg on pg.id = pgp.positional_goal_id and pg.project_id = ${requireProject(ctx)}
      where own.positional_goal_id = ${goalId}
      group by p.id, p.name, d.name
      order by p.name, p.id`,
  );
  const taken = rows.filter((r) => r.duplicate);
  if (taken.length)
    throw new FieldError(
      { [fields.name]: ['validation.goalNameTakenFor'] },
      { names: positionList(taken.map(({ name, department }) => ({ name, department }))) },
    );
  const over = rows.filter((r) => r.total > WEIGHT_TOTAL);
  if (over.length) throw new FieldError({ [fields.weight]: ['validation.positionGoalWeights'] }, { positions: positionList(over) });
}

function values(body: PositionalGoalInput) {
  return { name: body.name, categoryId: body.category_id, successCriteria: body.success_criteria, ...measureValues(body) };
}

export async function createPositionalGoal(ctx: ServiceContext, body: PositionalGoalInput): Promise<PositionalGoal> {
  await checkReferences(ctx, body);
  await checkPositions(ctx, body.position_ids);
  const id = await ctx.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(positionalGoals)
      .values({ companyId: ctx.actor.companyId, projectId: requireProject(ctx), ...values(body) })
      .returning({ id: positionalGoals.id });
    await setPositions(ctx, tx, row!.id, body.position_ids);
    await checkPositionGoals(ctx, tx, row!.id, body.position_ids, { name: 'name', weight: 'weight' });
    return row!.id;
  });
  return readOne(ctx, id);
}

export async function updatePositionalGoal(ctx: ServiceContext, id: number, body: PositionalGoalInput): Promise<PositionalGoal> {
  await readOne(ctx, id);
  await checkReferences(ctx, body);
  await checkPositions(ctx, body.position_ids);
  await ctx.deps.db.transaction(async (tx) => {
    await tx
      .update(positionalGoals)
      .set(values(body))
      .where(and(eq(positionalGoals.id, id), inProject(ctx, positionalGoals)));
    await setPositions(ctx, tx, id, body.position_ids);
    await checkPositionGoals(ctx, tx, id, body.position_ids, { name: 'name', weight: 'weight' });
  });
  return readOne(ctx, id);
}

/** Changes only the positions a positional goal applies to. */
export async function editPositionalGoalPositions(ctx: ServiceContext, id: number, body: EditPositionsBody): Promise<PositionalGoal> {
  await readOne(ctx, id);
  await checkPositions(ctx, body.position_ids);
  await ctx.deps.db.transaction(async (tx) => {
    await setPositions(ctx, tx, id, body.position_ids);
    await checkPositionGoals(ctx, tx, id, body.position_ids, { name: 'position_ids', weight: 'position_ids' });
  });
  return readOne(ctx, id);
}

/** Deletes a positional goal; the personal goals made from it stay (their link is cleared). */
export async function deletePositionalGoal(ctx: ServiceContext, id: number): Promise<void> {
  await readOne(ctx, id);
  await ctx.deps.db.delete(positionalGoals).where(and(eq(positionalGoals.id, id), inProject(ctx, positionalGoals)));
}
