import { roundScore } from '@performa/contracts/scoring';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { categories, employees, frequencies, goals, periods, responseScaleTemplates, subGoals } from '../../db/schema.ts';
import { writeSheet, type SheetFormat } from '../../lib/spreadsheets.ts';
import type { ServiceContext } from '../context.ts';
import { goalScore, measureScore } from '../goals/measure.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';
import { getEmployee, getPeriod, inDepartmentScope, inProject } from '../scope.ts';
import { EXPORT_COLUMNS, GOAL_COLUMNS, numberCell } from './columns.ts';
import { groupBy } from '../../lib/group-by.ts';

export async function goalTemplate(format: SheetFormat) {
  return writeSheet(format, 'goals', GOAL_COLUMNS, []);
}

/**
 * The personal goals of the project (or of one period or employee) in the import's columns plus
 * their score, ordered by employee number, period, round and name.
 */
export async function exportGoals(ctx: ServiceContext, format: SheetFormat, filter: { period: number | null; employee: number | null }) {
  const conditions: Array<SQL | undefined> = [inProject(ctx, goals), await inDepartmentScope(ctx, employees.departmentId, employees.subDepartmentId)];
  if (filter.period !== null) conditions.push(eq(goals.periodId, (await getPeriod(ctx, filter.period)).id));
  if (filter.employee !== null) conditions.push(eq(goals.employeeId, (await getEmployee(ctx, filter.employee)).id));
  const rows = await ctx.deps.db
    .select({
      id: goals.id,
      employeeNumber: employees.employeeNumber,
      period: periods.number,
      round: frequencies.name,
      name: goals.name,
      category: categories.name,
      weight: goals.weight,
      isNumerical: goals.isNumerical,
      target: goals.target,
      actual: goals.actual,
      isPositive: goals.isPositive,
      scaleTemplateId: goals.scaleTemplateId,
      scale: responseScaleTemplates.name,
      deadline: goals.deadline,
      successCriteria: goals.successCriteria,
    })
    .from(goals)
    .innerJoin(employees, eq(employees.id, goals.employeeId))
    .innerJoin(periods, eq(periods.id, goals.periodId))
    .leftJoin(frequencies, eq(frequencies.id, goals.frequencyId))
    .leftJoin(categories, eq(categories.id, goals.categoryId))
    .leftJoin(responseScaleTemplates, eq(responseScaleTemplates.id, goals.scaleTemplateId))
    .where(and(...conditions))
    .orderBy(asc(employees.employeeNumber), asc(periods.number), asc(frequencies.startDate), asc(goals.name));

  const { maxAchievement: cap } = await projectSettingsOf(ctx);
  const parts: Array<Array<typeof subGoals.$inferSelect>> = [];
  const ids = rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += 5000) {
    const part = await ctx.deps.db
      .select()
      .from(subGoals)
      .where(inArray(subGoals.goalId, ids.slice(i, i + 5000)));
    parts.push(part);
  }
  const subs = groupBy(
    parts.flat(),
    (s) => s.goalId,
    (s) => ({ weight: s.weight, score: measureScore(s, cap) }),
  );
  const cells = rows.map((r) => {
    const score = goalScore(r, subs.get(r.id) ?? [], cap);
    return [
      r.employeeNumber,
      String(r.period),
      r.round ?? '',
      r.name,
      r.category ?? '',
      numberCell(r.weight),
      r.isNumerical ? 'numerical' : 'scale',
      numberCell(r.target),
      numberCell(r.actual),
      r.isPositive ? 'higher' : 'lower',
      r.scale ?? '',
      r.deadline ?? '',
      r.successCriteria,
      score === null ? '' : String(roundScore(score)),
    ];
  });
  return writeSheet(format, 'goals', EXPORT_COLUMNS, cells);
}
