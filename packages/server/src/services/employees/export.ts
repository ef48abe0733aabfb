import { placeInScope } from '@performa/contracts/access';
import type { Language } from '@performa/contracts/i18n/languages';
import { asc } from 'drizzle-orm';
import { positions } from '../../db/schema.ts';
import { writeSheet, type SheetFormat } from '../../lib/spreadsheets.ts';
import type { ServiceContext } from '../context.ts';
import { departmentScope, inProject } from '../scope.ts';
import { departmentPaths, EMPLOYEE_COLUMNS, EXAMPLE_ROW } from './columns.ts';
import { listAllEmployees } from './read.ts';
import { TEMPLATE_TEXTS } from './template-texts.ts';

/**
 * The employee template (docs/product.md §6.3): the columns and the example row; an XLSX also has a
 * second sheet that explains each column with what the project allows (roles, departments by path,
 * positions with their department), in the caller's language. The importer reads only the first sheet.
 */
export async function employeeTemplate(ctx: ServiceContext, format: SheetFormat, lang: Language) {
  const example = [EMPLOYEE_COLUMNS.map((c) => EXAMPLE_ROW[c])];
  if (format === 'csv') return writeSheet(format, 'employees', EMPLOYEE_COLUMNS, example);
  const text = TEMPLATE_TEXTS[lang];
  const paths = await departmentPaths(ctx);
  const scope = await departmentScope(ctx);
  const posRows = await ctx.deps.db
    .select({ name: positions.name, departmentId: positions.departmentId })
    .from(positions)
    .where(inProject(ctx, positions))
    .orderBy(asc(positions.name));
  const visiblePositions = posRows.filter((p) => placeInScope(scope, p.departmentId));
  const departmentList = paths.all();
  const notes: string[][] = [
    ...EMPLOYEE_COLUMNS.map((c) => [c, ...text.columns[c]]),
    [],
    [text.example],
    [],
    [text.departments],
    ...(departmentList.length ? departmentList.map((d) => ['', d.path]) : [['', text.none]]),
    [],
    [text.positions],
    ...(visiblePositions.length ? visiblePositions.map((p) => ['', p.name, paths.path(p.departmentId)]) : [['', text.none]]),
  ];
  return writeSheet(format, 'employees', EMPLOYEE_COLUMNS, example, [{ name: text.sheet, header: text.header, rows: notes, widths: [18, 90, 50] }]);
}

/** The project's employees with the template's columns; the department is written as its path (docs/product.md §6.2). */
export async function exportEmployees(ctx: ServiceContext, format: SheetFormat) {
  const list = await listAllEmployees(ctx, 'all');
  const paths = await departmentPaths(ctx);
  const numbers = new Map(list.map((e) => [e.id, e.employee_number]));
  const rows = list.map((e) => [
    e.employee_number,
    e.first_name,
    e.last_name,
    e.email,
    e.username,
    '',
    e.role === 'super_admin' ? 'admin' : e.role,
    e.department ? paths.path(e.department.id) : '',
    e.sub_department?.name ?? '',
    e.position?.name ?? '',
    e.report_to ? (numbers.get(e.report_to.id) ?? e.report_to.full_name) : '',
  ]);
  return writeSheet(format, 'employees', EMPLOYEE_COLUMNS, rows);
}
