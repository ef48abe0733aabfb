import type { PeriodicSkill, PeriodicSkillBody, Skill, SkillBodyParsed, SkillListQuery, SkillPeriod } from '@performa/contracts/api/competencies';
import { and, asc, count, countDistinct, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { retriedTransaction } from '../../db/locks.ts';
import { contains } from '../../db/raw.ts';
import { categories, employeeSkills, periods, positionSkills, skillPeriods, skills } from '../../db/schema.ts';
import { FieldError, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { labelIn } from '../labels.ts';
import { recomputeResults } from '../engine/recompute.ts';
import { getCategory, getPeriod, inProject, referenced, requireProject } from '../scope.ts';
import { groupBy } from '../../lib/group-by.ts';

/** A competency of the selected project, or 404. */
export async function getSkill(ctx: ServiceContext, id: number) {
  const [row] = await ctx.deps.db
    .select()
    .from(skills)
    .where(and(eq(skills.id, id), inProject(ctx, skills)));
  if (!row) throw notFound();
  return row;
}

/** The periods of each given competency, in period order. */
export async function periodsOfSkills(ctx: ServiceContext, skillIds: number[]): Promise<Map<number, SkillPeriod[]>> {
  if (skillIds.length === 0) return new Map();
  const rows = await ctx.deps.db
    .select({ skillId: skillPeriods.skillId, id: periods.id, number: periods.number, name: periods.name })
    .from(skillPeriods)
    .innerJoin(periods, eq(periods.id, skillPeriods.periodId))
    .where(and(inArray(skillPeriods.skillId, skillIds), inProject(ctx, periods)))
    .orderBy(asc(periods.number));
  return groupBy(
    rows,
    (r) => r.skillId,
    ({ skillId: _, ...period }) => period,
  );
}

/** Condition: the competency applies in the period (organizational, or periodic and attached to it). */
export function appliesInPeriod(periodId: number): SQL {
  return or(
    eq(skills.isPeriodic, false),
    inArray(skills.id, sql`(select ${skillPeriods.skillId} from ${skillPeriods} where ${skillPeriods.periodId} = ${periodId})`),
  )!;
}

async function countsBySkill(ctx: ServiceContext, ids: number[]) {
  if (ids.length === 0) return { positions: new Map<number, number>(), employees: new Map<number, number>() };
  const [byPosition, byEmployee] = await Promise.all([
    ctx.deps.db
      .select({ skillId: positionSkills.skillId, n: count() })
      .from(positionSkills)
      .where(and(inArray(positionSkills.skillId, ids), eq(positionSkills.companyId, ctx.actor.companyId)))
      .groupBy(positionSkills.skillId),
    ctx.deps.db
      .select({ skillId: employeeSkills.skillId, n: countDistinct(employeeSkills.employeeId) })
      .from(employeeSkills)
      .where(and(inArray(employeeSkills.skillId, ids), eq(employeeSkills.companyId, ctx.actor.companyId)))
      .groupBy(employeeSkills.skillId),
  ]);
  return { positions: new Map(byPosition.map((r) => [r.skillId, r.n])), employees: new Map(byEmployee.map((r) => [r.skillId, r.n])) };
}

/** The project's competencies matching `where`, each with its category, by name. */
export function skillRows(ctx: ServiceContext, where: SQL | undefined) {
  return ctx.deps.db
    .select({
      id: skills.id,
      name: skills.name,
      description: skills.description,
      skillType: skills.skillType,
      isPeriodic: skills.isPeriodic,
      categoryId: categories.id,
      // In the reader's language (ADR 29).
      categoryName: labelIn(ctx.lang, 'categories', 'name'),
    })
    .from(skills)
    .leftJoin(categories, eq(categories.id, skills.categoryId))
    .where(and(inProject(ctx, skills), where))
    .orderBy(asc(sql`lower(${skills.name})`), asc(skills.id));
}

/** What a competency (a row of skillRows) shows wherever it is listed: its category, type and periods. */
export function skillTraits(row: Awaited<ReturnType<typeof skillRows>>[number], periodsBySkill: Map<number, SkillPeriod[]>) {
  return {
    category: row.categoryId === null ? null : { id: row.categoryId, name: row.categoryName ?? '' },
    skill_type: row.skillType,
    is_periodic: row.isPeriodic,
    periods: periodsBySkill.get(row.id) ?? [],
  };
}

async function loadSkills(ctx: ServiceContext, where: SQL | undefined): Promise<Skill[]> {
  const rows = await skillRows(ctx, where);
  const ids = rows.map((r) => r.id);
  const [periodsBySkill, counts] = await Promise.all([periodsOfSkills(ctx, ids), countsBySkill(ctx, ids)]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    ...skillTraits(r, periodsBySkill),
    position_count: counts.positions.get(r.id) ?? 0,
    employee_count: counts.employees.get(r.id) ?? 0,
  }));
}

/** The project's competencies: search (name, description), category, type and period filters. */
export async function listSkills(ctx: ServiceContext, query: SkillListQuery): Promise<Skill[]> {
  requireProject(ctx);
  if (query.category !== null) await referenced('category', getCategory(ctx, query.category, 'skill'));
  if (query.period !== null) await referenced('period', getPeriod(ctx, query.period));
  return loadSkills(
    ctx,
    and(
      contains(sql`${skills.name} || ' ' || ${skills.description}`, query.search),
      query.category !== null ? eq(skills.categoryId, query.category) : undefined,
      query.skill_type ? eq(skills.skillType, query.skill_type) : undefined,
      query.period !== null ? appliesInPeriod(query.period) : undefined,
    ),
  );
}

async function readSkill(ctx: ServiceContext, id: number): Promise<Skill> {
  const [skill] = await loadSkills(ctx, eq(skills.id, id));
  if (!skill) throw notFound();
  return skill;
}

/** Checks the periods given for a periodic competency (each must be a period of the project). */
async function checkPeriods(ctx: ServiceContext, body: PeriodicSkillBody): Promise<number[]> {
  if (!body.is_periodic) return [];
  for (const id of body.period_ids) await referenced('period_ids', getPeriod(ctx, id));
  return body.period_ids;
}

/** Replaces the periods a competency applies in. */
export async function replacePeriods(ctx: ServiceContext, tx: Tx, skillId: number, periodIds: number[]) {
  await tx.delete(skillPeriods).where(eq(skillPeriods.skillId, skillId));
  if (periodIds.length) await tx.insert(skillPeriods).values(periodIds.map((periodId) => ({ skillId, periodId, projectId: requireProject(ctx) })));
}

async function uniqueName<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'skills_project_name_key')) throw new FieldError({ name: ['validation.nameTaken'] });
    throw error;
  }
}

async function checkBody(ctx: ServiceContext, body: SkillBodyParsed) {
  requireProject(ctx);
  if (body.category_id !== null) await referenced('category_id', getCategory(ctx, body.category_id, 'skill'));
  return checkPeriods(ctx, body);
}

const fields = (body: SkillBodyParsed) => ({
  name: body.name,
  description: body.description,
  categoryId: body.category_id,
  skillType: body.skill_type,
  isPeriodic: body.is_periodic,
});

export async function createSkill(ctx: ServiceContext, body: SkillBodyParsed): Promise<Skill> {
  const periodIds = await checkBody(ctx, body);
  const id = await uniqueName(() =>
    ctx.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(skills)
        .values({ companyId: ctx.actor.companyId, projectId: requireProject(ctx), ...fields(body) })
        .returning({ id: skills.id });
      await replacePeriods(ctx, tx, row!.id, periodIds);
      return row!.id;
    }),
  );
  return readSkill(ctx, id);
}

export async function updateSkill(ctx: ServiceContext, id: number, body: SkillBodyParsed): Promise<Skill> {
  await getSkill(ctx, id);
  const periodIds = await checkBody(ctx, body);
  await uniqueName(() =>
    retriedTransaction(ctx.deps.db, async (tx) => {
      await tx
        .update(skills)
        .set(fields(body))
        .where(and(eq(skills.id, id), inProject(ctx, skills)));
      await replacePeriods(ctx, tx, id, periodIds);
      await recomputeResults(tx, { projectId: requireProject(ctx), ratingsUnchanged: true });
    }),
  );
  return readSkill(ctx, id);
}

/** Deletes a competency; it leaves every position's and employee's list with it. */
export async function deleteSkill(ctx: ServiceContext, id: number): Promise<void> {
  await getSkill(ctx, id);
  await retriedTransaction(ctx.deps.db, async (tx) => {
    await tx.delete(skills).where(and(eq(skills.id, id), inProject(ctx, skills)));
    await recomputeResults(tx, { projectId: requireProject(ctx), ratingsUnchanged: true });
  });
}

export async function readPeriodicSkill(ctx: ServiceContext, id: number): Promise<PeriodicSkill> {
  const skill = await getSkill(ctx, id);
  const periodsBySkill = await periodsOfSkills(ctx, [id]);
  return { id, name: skill.name, is_periodic: skill.isPeriodic, periods: periodsBySkill.get(id) ?? [] };
}

/** Makes a competency organizational, or periodic in the given periods. */
export async function setPeriodicSkill(ctx: ServiceContext, id: number, body: PeriodicSkillBody): Promise<PeriodicSkill> {
  await getSkill(ctx, id);
  const periodIds = await checkPeriods(ctx, body);
  await retriedTransaction(ctx.deps.db, async (tx) => {
    await tx
      .update(skills)
      .set({ isPeriodic: body.is_periodic })
      .where(and(eq(skills.id, id), inProject(ctx, skills)));
    await replacePeriods(ctx, tx, id, periodIds);
    await recomputeResults(tx, { projectId: requireProject(ctx), ratingsUnchanged: true });
  });
  return readPeriodicSkill(ctx, id);
}
