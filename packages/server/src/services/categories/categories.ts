import type { Category, CategoryBody, CategoryKind } from '@performa/contracts/api/setup';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { categories, goals, positionalGoals, skills } from '../../db/schema.ts';
import { FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { getCategory, inProject, requireProject } from '../scope.ts';

/**
 * Goal categories and skill (competency) categories of the selected project. Each carries how many
 * goals (personal and positional) or skills are in it; deleting one leaves those without a category.
 */

/** The goals (personal and positional) or skills in each category. */
const USAGE: Record<CategoryKind, SQL<number>> = {
  skill: sql<number>`count(distinct ${skills.id})`,
  goal: sql<number>`count(distinct ${goals.id}) + count(distinct ${positionalGoals.id})`,
};

async function list(ctx: ServiceContext, kind: CategoryKind, id?: number): Promise<Category[]> {
  const base = ctx.deps.db
    .select({
      id: categories.id,
      name: categories.name,
      usage_count: USAGE[kind],
    })
    .from(categories);
  const joined =
    kind === 'skill'
      ? base.leftJoin(skills, eq(skills.categoryId, categories.id))
      : base.leftJoin(goals, eq(goals.categoryId, categories.id)).leftJoin(positionalGoals, eq(positionalGoals.categoryId, categories.id));
  const rows = await joined
    .where(and(inProject(ctx, categories), eq(categories.kind, kind), id === undefined ? undefined : eq(categories.id, id)))
    .groupBy(categories.id)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
  return rows.map((r) => ({ ...r, kind, usage_count: Number(r.usage_count) }));
}

/** The categories of one kind, by name. */
export const listCategories = (ctx: ServiceContext, kind: CategoryKind) => list(ctx, kind);

async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'categories_project_kind_name_key')) throw new FieldError({ name: ['validation.nameTaken'] });
    throw error;
  }
}

export async function createCategory(ctx: ServiceContext, kind: CategoryKind, body: CategoryBody): Promise<Category> {
  const [row] = await write(() =>
    ctx.deps.db
      .insert(categories)
      .values({
        companyId: ctx.actor.companyId,
        projectId: requireProject(ctx),
        kind,
        name: body.name,
      })
      .returning(),
  );
  return { id: row!.id, name: row!.name, kind, usage_count: 0 };
}

export async function renameCategory(ctx: ServiceContext, kind: CategoryKind, id: number, body: CategoryBody): Promise<Category> {
  await getCategory(ctx, id, kind);
  await write(() =>
    ctx.deps.db
      .update(categories)
      .set({ name: body.name })
      .where(and(eq(categories.id, id), inProject(ctx, categories))),
  );
  const [row] = await list(ctx, kind, id);
  return row!;
}

/** Deletes a category; its goals or skills stay, without a category (the foreign keys set it to none). */
export async function deleteCategory(ctx: ServiceContext, kind: CategoryKind, id: number): Promise<void> {
  await getCategory(ctx, id, kind);
  await ctx.deps.db.delete(categories).where(and(eq(categories.id, id), inProject(ctx, categories)));
}
