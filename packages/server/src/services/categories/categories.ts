import type { Category, CategoryBody, CategoryKind } from '@performa/contracts/api/setup';
import type { LabelTranslations } from '@performa/contracts/validation';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { categories, goals, positionalGoals, skills } from '../../db/schema.ts';
import { FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { editedTranslations, storedTranslations } from '../labels.ts';
import { getCategory, inProject, requireProject } from '../scope.ts';

/**
 * Goal categories and skill (competency) categories of the selected project (docs/product.md §3.4). Each
 * carries how many goals (personal and positional) or skills are in it; deleting one leaves those without a
 * category. Their editor reads each name as given with its translations (ADR 29); every other answer
 * names a category in the reader's language (services/labels.ts).
 */

/**
 * How many rows of a table of the project each category holds: one grouped sub-query, counted once
 * per table and joined to the categories (joining the rows themselves multiplies them: goals ×
 * positional goals per category, seconds at 10,000 employees).
 */
function usage(projectId: number, table: typeof goals | typeof positionalGoals | typeof skills) {
  return sql`(select ${table.categoryId} as category_id, count(*)::int as n from ${table}
    where ${table.projectId} = ${projectId} and ${table.categoryId} is not null group by ${table.categoryId})`;
}

async function list(ctx: ServiceContext, kind: CategoryKind, id?: number): Promise<Category[]> {
  const projectId = requireProject(ctx);
  const tables = kind === 'skill' ? [skills] : [goals, positionalGoals];
  const counts = tables.map((table, i) => ({ alias: sql.raw(`u${i}`), query: usage(projectId, table) }));
  const rows = await rowsOf<{ id: number; name: string; name_translations: LabelTranslations | null; usage_count: number }>(
    ctx.deps.db,
    sql`select c.id, c.name, c.name_translations, ${sql.join(
      counts.map(({ alias }) => sql`coalesce(${alias}.n, 0)`),
      sql` + `,
    )} as usage_count
      from ${categories} c
      ${sql.join(
        counts.map(({ alias, query }) => sql`left join ${query} ${alias} on ${alias}.category_id = c.id`),
        sql` `,
      )}
      where c.project_id = ${projectId} and c.kind = ${kind} ${id === undefined ? sql`` : sql`and c.id = ${id}`}
      order by lower(c.name), c.id`,
  );
  return rows.map((r) => ({ id: r.id, name: r.name, name_translations: editedTranslations(r.name_translations), kind, usage_count: r.usage_count }));
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
        nameTranslations: storedTranslations(body.name_translations),
      })
      .returning(),
  );
  return { id: row!.id, name: row!.name, name_translations: editedTranslations(row!.nameTranslations), kind, usage_count: 0 };
}

export async function renameCategory(ctx: ServiceContext, kind: CategoryKind, id: number, body: CategoryBody): Promise<Category> {
  await getCategory(ctx, id, kind);
  await write(() =>
    ctx.deps.db
      .update(categories)
      .set({ name: body.name, nameTranslations: storedTranslations(body.name_translations) })
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
