import type { ImportResult } from '@performa/contracts/api/employees';
import type { Language } from '@performa/contracts/i18n/languages';
import { MAX_ID, optionalString, parseDecimal, requiredString } from '@performa/contracts/validation';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { categories, employees, frequencies, goals, periods, responseScaleTemplates } from '../../db/schema.ts';
import type { ImportFile } from '../../lib/import-slots.ts';
import { columnKey as key, pacer } from '../../lib/sheet-import.ts';
import type { ServiceContext } from '../context.ts';
import { goalWeightOffenders } from '../goals/weights.ts';
import { databaseKeys } from '../import-keys.ts';
import { recomputeResults } from '../engine/recompute.ts';
import { importIntoProject, type ProjectImport } from '../project-import.ts';
import { departmentScope, employeeInScope, inProject } from '../scope.ts';
import { DIRECTIONS, GOAL_COLUMNS, GOAL_TYPES } from './columns.ts';

const number = (field: z.ZodNumber = z.number()) => z.preprocess((v) => parseDecimal(String(v)), field.finite().nullable());

const rowSchema = z.object({
  employee_number: requiredString(50),
  period: z.preprocess((v) => (v === '' ? undefined : Number(v)), z.number().int().positive().max(MAX_ID)),
  round: optionalString(100),
  name: requiredString(300),
  category: optionalString(200),
  weight: z.preprocess((v) => parseDecimal(String(v)) ?? undefined, z.number().finite().min(0).max(100, 'validation.weightSum100')),
  type: z.preprocess((v) => (v === '' ? 'numerical' : String(v).toLowerCase()), z.enum(GOAL_TYPES)),
  target: number(),
  actual: number(),
  direction: z.preprocess((v) => (v === '' ? 'higher' : String(v).toLowerCase()), z.enum(DIRECTIONS)),
  scale: optionalString(200),
  deadline: z.union([z.literal(''), z.iso.date()]),
  success_criteria: optionalString(2000),
});

interface Parsed {
  line: number;
  goalKey: string;
  employeeId: number;
  periodId: number;
  frequencyId: number | null;
  values: {
    name: string;
    categoryId: number | null;
    weight: number;
    isNumerical: boolean;
    target: number | null;
    actual: number | null;
    isPositive: boolean;
    scaleTemplateId: number | null;
    deadline: string | null;
    successCriteria: string;
  };
}

/** A goal's identity as its unique index sees it: employee, period, round and lower(name) (the database's lower()). */
const goalKeyOf = (employeeId: number, periodId: number, frequencyId: number | null, nameKey: string) =>
  `${employeeId}|${periodId}|${frequencyId ?? 0}|${nameKey}`;

/**
 * Imports personal goals from an XLSX or CSV file (docs/product.md §6.1, §6.6). Every row is checked first:
 * employee numbers, period numbers, round, category and scale names must match the project's;
 * numerical goals need a target, scale goals a scale. A row whose employee, period, round and name
 * match an existing goal updates it (so re-importing creates no duplicates; the actual of a shared
 * goal is saved for every holder). After writing, every employee's goals of every round must still
 * sum to at most 100, or nothing is kept.
 */
export async function importGoals(ctx: ServiceContext, file: ImportFile, lang: Language): Promise<ImportResult> {
  return importIntoProject(ctx, file, GOAL_COLUMNS, lang, importRows);
}

async function importRows({ ctx, projectId, rows, errors }: ProjectImport<(typeof GOAL_COLUMNS)[number]>): Promise<ImportResult> {
  const nameKey = await databaseKeys(
    ctx.deps.db,
    rows.map((r) => r.record.name),
  );
  const scope = await departmentScope(ctx);
  const staff = await ctx.deps.db
    .select({
      id: employees.id,
      number: employees.employeeNumber,
      departmentId: employees.departmentId,
      subDepartmentId: employees.subDepartmentId,
      status: employees.status,
    })
    .from(employees)
    .where(inProject(ctx, employees));
  const employeeByNumber = new Map(staff.filter((e) => e.status === 'active' && employeeInScope(scope, e)).map((e) => [key(e.number), e]));
  const periodRows = await ctx.deps.db.select().from(periods).where(inProject(ctx, periods));
  const periodByNumber = new Map(periodRows.map((p) => [p.number, p]));
  const roundRows = await ctx.deps.db.select().from(frequencies).where(inProject(ctx, frequencies));
  const categoryRows = await ctx.deps.db
    .select()
    .from(categories)
    .where(and(inProject(ctx, categories), eq(categories.kind, 'goal')));
  const categoryByName = new Map(categoryRows.map((c) => [key(c.name), c.id]));
  const templateRows = await ctx.deps.db.select().from(responseScaleTemplates).where(inProject(ctx, responseScaleTemplates));
  const templateByName = new Map(templateRows.map((t) => [key(t.name), t.id]));

  const parsed: Parsed[] = [];
  const seen = new Set<string>();
  const pace = pacer();
  for (const { line, record } of rows) {
    await pace();
    const result = rowSchema.safeParse(record);
    if (!result.success) {
      errors.addIssues(line, result.error);
      continue;
    }
    const row = result.data;
    const before = errors.count;
    const employee = employeeByNumber.get(key(row.employee_number));
    if (!employee) errors.add(line, 'employee_number', 'import.unknownName', { name: row.employee_number });
    const period = periodByNumber.get(row.period);
    if (!period) errors.add(line, 'period', 'import.unknownName', { name: String(row.period) });
    let frequencyId: number | null = null;
    if (row.round && period) {
      const round = roundRows.find((f) => f.periodId === period.id && key(f.name) === key(row.round));
      if (!round) errors.add(line, 'round', 'import.unknownName', { name: row.round });
      else frequencyId = round.id;
    }
    const categoryId = row.category ? (categoryByName.get(key(row.category)) ?? null) : null;
    if (row.category && categoryId === null) errors.add(line, 'category', 'import.unknownName', { name: row.category });
    const isNumerical = row.type === 'numerical';
    const isPositive = row.direction === 'higher';
    let scaleTemplateId: number | null = null;
    if (isNumerical) {
      if (row.target === null) errors.add(line, 'target', 'validation.required');
      else if (isPositive && !(row.target > 0)) errors.add(line, 'target', 'validation.targetPositive');
      else if (!isPositive && row.target < 0) errors.add(line, 'target', 'validation.targetNonNegative');
    } else if (!row.scale) errors.add(line, 'scale', 'validation.required');
    else {
      scaleTemplateId = templateByName.get(key(row.scale)) ?? null;
      if (scaleTemplateId === null) errors.add(line, 'scale', 'import.unknownName', { name: row.scale });
    }
    const deadline = row.deadline || null;
    if (deadline && period && (deadline < period.startDate || deadline > period.endDate)) {
      errors.add(line, 'deadline', 'validation.dateOutsidePeriod', { start: period.startDate, end: period.endDate });
    }
    if (errors.count > before || !employee || !period) continue;
    const goalKey = goalKeyOf(employee.id, period.id, frequencyId, nameKey(row.name));
    if (seen.has(goalKey)) {
      errors.add(line, 'name', 'import.duplicateInFile');
      continue;
    }
    seen.add(goalKey);
    parsed.push({
      line,
      goalKey,
      employeeId: employee.id,
      periodId: period.id,
      frequencyId,
      values: {
        name: row.name,
        categoryId,
        weight: row.weight,
        isNumerical,
        target: isNumerical ? row.target : null,
        actual: row.actual,
        isPositive: isNumerical ? isPositive : true,
        scaleTemplateId,
        deadline,
        successCriteria: row.success_criteria,
      },
    });
  }
  errors.throwIfAny();

  let created = 0;
  let updated = 0;
  await ctx.deps.db.transaction(async (tx) => {
    const employeeIds = [...new Set(parsed.map((p) => p.employeeId))];
    const existing = new Map<string, { id: number; shareGroup: string | null }>();
    for (let i = 0; i < employeeIds.length; i += 5000) {
      const part = await tx
        .select({
          id: goals.id,
          employeeId: goals.employeeId,
          periodId: goals.periodId,
          frequencyId: goals.frequencyId,
          nameKey: sql<string>`lower(${goals.name})`,
          shareGroup: goals.shareGroup,
        })
        .from(goals)
        .where(and(eq(goals.projectId, projectId), inArray(goals.employeeId, employeeIds.slice(i, i + 5000))));
      for (const g of part) existing.set(goalKeyOf(g.employeeId, g.periodId, g.frequencyId, g.nameKey), { id: g.id, shareGroup: g.shareGroup });
    }
    const fresh = parsed.filter((p) => !existing.has(p.goalKey));
    for (let i = 0; i < fresh.length; i += 1000) {
      await tx.insert(goals).values(
        fresh.slice(i, i + 1000).map((p) => ({
          companyId: ctx.actor.companyId,
          projectId,
          employeeId: p.employeeId,
          periodId: p.periodId,
          frequencyId: p.frequencyId,
          ...p.values,
        })),
      );
    }
    created = fresh.length;
    const changes = parsed.flatMap((p) => {
      const current = existing.get(p.goalKey);
      return current ? [{ id: current.id, shareGroup: current.shareGroup, ...p.values }] : [];
    });
    for (let i = 0; i < changes.length; i += 1000) {
      const chunk = JSON.stringify(changes.slice(i, i + 1000));
      await tx.execute(sql`
        update ${goals} g set
          name = v.name, category_id = v."categoryId", weight = v.weight, is_numerical = v."isNumerical", target = v.target,
          actual = v.actual, is_positive = v."isPositive", scale_template_id = v."scaleTemplateId", deadline = v.deadline,
          success_criteria = v."successCriteria"
        from json_to_recordset(${chunk}::json) as v(id int, name text, "categoryId" int, weight numeric, "isNumerical" boolean,
          target numeric, actual numeric, "isPositive" boolean, "scaleTemplateId" int, deadline date, "successCriteria" text)
        where g.id = v.id and g.project_id = ${projectId}`);
      // One actual for everyone who shares the goal.
      await tx.execute(sql`
        update ${goals} g set actual = v.actual
        from json_to_recordset(${chunk}::json) as v(id int, "shareGroup" uuid, actual numeric)
        where v."shareGroup" is not null and g.share_group = v."shareGroup" and g.id <> v.id and g.project_id = ${projectId}`);
    }
    updated = changes.length;

    const pairs = [...new Map(parsed.map((p) => [`${p.employeeId}|${p.periodId}`, { employeeId: p.employeeId, periodId: p.periodId }])).values()];
    const offenders = await goalWeightOffenders(tx, projectId, pairs);
    const over = (p: Parsed) =>
      offenders.some(
        (o) =>
          o.employeeId === p.employeeId && o.periodId === p.periodId && (p.frequencyId === null || o.frequencyId === null || p.frequencyId === o.frequencyId),
      );
    for (const p of parsed.filter(over)) errors.add(p.line, 'weight', 'validation.weightSum100');
    // Throwing rolls the transaction back: nothing of the file is kept.
    errors.throwIfAny();
    // Shared actuals reach beyond the file's employees: the whole project.
    await recomputeResults(tx, { projectId, ratingsUnchanged: true });
  });
  await ctx.deps.db.execute(sql`analyze ${goals}`);
  return { created, updated };
}
