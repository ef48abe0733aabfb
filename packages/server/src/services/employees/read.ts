import type { Employee, EmployeeListQuery, EmployeePage } from '@performa/contracts/api/employees';
import { aliasedTable, and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { accounts, departments, employees, positions } from '../../db/schema.ts';
import { NO_PASSWORD } from '../../lib/passwords.ts';
import type { ServiceContext } from '../context.ts';
import { fileUrl } from '../files/files.ts';
import { getEmployee, inProject } from '../scope.ts';
import { employeeWhere } from './query.ts';

const subDepartments = aliasedTable(departments, 'sub_departments');
const managers = aliasedTable(employees, 'managers');

const columns = {
  id: employees.id,
  accountId: employees.accountId,
  employeeNumber: employees.employeeNumber,
  firstName: employees.firstName,
  lastName: employees.lastName,
  status: employees.status,
  email: accounts.email,
  username: accounts.username,
  role: accounts.role,
  image: accounts.image,
  // Whether the person has set a password, without reading the hash itself.
  hasPassword: sql<boolean>`${accounts.passwordHash} <> ${NO_PASSWORD}`,
  departmentId: departments.id,
  departmentName: departments.name,
  subDepartmentId: subDepartments.id,
  subDepartmentName: subDepartments.name,
  positionId: positions.id,
  positionName: positions.name,
  managerId: managers.id,
  managerFirstName: managers.firstName,
  managerLastName: managers.lastName,
  managerStatus: managers.status,
};

type Value<C> = C extends SQL<infer T> ? T : C extends { _: { data: infer D } } ? D : never;
type Row = { [K in keyof typeof columns]: Value<(typeof columns)[K]> | null };

const option = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function present(r: Row): Employee {
  return {
    id: r.id!,
    account_id: r.accountId!,
    employee_number: r.employeeNumber!,
    first_name: r.firstName!,
    last_name: r.lastName!,
    full_name: `${r.firstName} ${r.lastName}`,
    email: r.email!,
    username: r.username!,
    role: r.role!,
    image: fileUrl(r.image),
    department: option(r.departmentId, r.departmentName),
    sub_department: option(r.subDepartmentId, r.subDepartmentName),
    position: option(r.positionId, r.positionName),
    report_to: r.managerId === null ? null : { id: r.managerId, full_name: `${r.managerFirstName} ${r.managerLastName}`, status: r.managerStatus! },
    status: r.status!,
    has_password: r.hasPassword === true,
  };
}

function select(ctx: ServiceContext) {
  return ctx.deps.db
    .select(columns)
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(subDepartments, eq(subDepartments.id, employees.subDepartmentId))
    .leftJoin(positions, eq(positions.id, employees.positionId))
    .leftJoin(managers, eq(managers.id, employees.reportToId));
}

/** Names sort as the lists show them, "First Last", without regard to case (docs/product.md §2.7). */
const ORDER: Record<string, SQL[]> = {
  employee_number: [sql`${employees.employeeNumber}`],
  full_name: [sql`lower(${employees.firstName})`, sql`lower(${employees.lastName})`],
  first_name: [sql`${employees.firstName}`, sql`${employees.lastName}`],
  last_name: [sql`${employees.lastName}`, sql`${employees.firstName}`],
  department: [sql`${departments.name}`, sql`${employees.lastName}`],
  position: [sql`${positions.name}`, sql`${employees.lastName}`],
  manager: [sql`lower(${managers.firstName})`, sql`lower(${managers.lastName})`, sql`${employees.lastName}`],
  status: [sql`${employees.status}`, sql`${employees.lastName}`],
};

/**
 * One page of the project's employees: filtered, sorted and paginated by the database. The page's
 * ids come from the employees table alone (joined only with what the ordering needs, so the
 * (project_id, last_name…) indexes serve the common orders); the details are read for those ids.
 */
export async function listEmployees(ctx: ServiceContext, query: EmployeeListQuery): Promise<EmployeePage> {
  const where = await employeeWhere(ctx, query);
  const field = query.ordering.replace(/^-/, '');
  const descending = query.ordering.startsWith('-');
  const keys = ORDER[field] ?? ORDER.last_name!;
  const orderBy = [...keys.map((k) => (descending ? desc(k) : asc(k))), descending ? desc(employees.id) : asc(employees.id)];
  let ids = ctx.deps.db.select({ id: employees.id }).from(employees).$dynamic();
  if (field === 'department') ids = ids.leftJoin(departments, eq(departments.id, employees.departmentId));
  if (field === 'position') ids = ids.leftJoin(positions, eq(positions.id, employees.positionId));
  if (field === 'manager') ids = ids.leftJoin(managers, eq(managers.id, employees.reportToId));
  const [page, [total]] = await Promise.all([
    ids
      .where(where)
      .orderBy(...orderBy)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size) as Promise<Array<{ id: number }>>,
    ctx.deps.db.select({ n: count() }).from(employees).where(where),
  ]);
  const order = new Map(page.map((r, i) => [r.id, i]));
  const rows = await select(ctx).where(page.length ? inArray(employees.id, [...order.keys()]) : sql`false`);
  rows.sort((a, b) => order.get((a as Row).id!)! - order.get((b as Row).id!)!);
  return { count: total?.n ?? 0, page: query.page, page_size: query.page_size, results: rows.map(present) };
}

/** Every employee matching the filters, unpaginated (exports). */
export async function listAllEmployees(ctx: ServiceContext, status: EmployeeListQuery['status'] = 'all'): Promise<Employee[]> {
  const where = await employeeWhere(ctx, { search: '', status });
  const rows = await select(ctx).where(where).orderBy(asc(employees.employeeNumber), asc(employees.id));
  return rows.map(present);
}

/** Active employees as options (manager pickers). */
export async function listEmployeeOptions(ctx: ServiceContext) {
  const where = await employeeWhere(ctx, { search: '', status: 'active' });
  const rows = await ctx.deps.db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName, employeeNumber: employees.employeeNumber })
    .from(employees)
    .where(where)
    .orderBy(asc(employees.lastName), asc(employees.firstName));
  return rows.map((r) => ({ id: r.id, full_name: `${r.firstName} ${r.lastName}`, employee_number: r.employeeNumber }));
}

/** One employee of the project within the caller's scope, or 404. */
export async function readEmployee(ctx: ServiceContext, id: number): Promise<Employee> {
  await getEmployee(ctx, id);
  const [row] = await select(ctx).where(and(eq(employees.id, id), inProject(ctx, employees)));
  return present(row!);
}

/** The employee record of an account in the selected project, if any (no scope check: callers check). */
export async function readEmployeeOfAccount(ctx: ServiceContext, accountId: number): Promise<Employee | null> {
  const [row] = await select(ctx).where(and(eq(employees.accountId, accountId), inProject(ctx, employees)));
  return row ? present(row) : null;
}

/**
 * An employee already found in the caller's reach as the competency and goal pages head them: name, number and
 * the position they hold (in the caller's reach too, wherever it sits), or null.
 */
export async function employeeSummary(ctx: ServiceContext, employee: typeof employees.$inferSelect) {
  const [position = null] =
    employee.positionId === null
      ? []
      : await ctx.deps.db
          .select({ id: positions.id, name: positions.name })
          .from(positions)
          .where(and(eq(positions.id, employee.positionId), inProject(ctx, positions)));
  return { id: employee.id, full_name: `${employee.firstName} ${employee.lastName}`, employee_number: employee.employeeNumber, position };
}
