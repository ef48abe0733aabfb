import { mayAssignRole, mayChangeAccount, type AccountRef, type Role } from '@performa/contracts/access';
import type { AddUserToEmployee, Employee, EmployeeCreate, EmployeeUpdate } from '@performa/contracts/api/employees';
import type { MessageKey } from '@performa/contracts/i18n/translate';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { isInSubtree } from '../../db/tree.ts';
import { accounts, employees, refreshTokens } from '../../db/schema.ts';
import { AppError, FieldError, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { renamePerson } from '../accounts/rename.ts';
import type { ServiceContext } from '../context.ts';
import { departmentScope, getDepartment, getEmployee, getPosition, inProject, requireProject } from '../scope.ts';
import { readEmployee } from './read.ts';

interface Placement {
  department: number | null;
  sub_department: number | null;
  position: number | null;
  report_to: number | null;
}

/**
 * Checks where an employee is placed: the department (in scope), a sub-department of it, a position
 * of either, and a manager of the project who is not the employee nor anyone below them.
 */
export async function checkPlacement(ctx: ServiceContext, p: Placement, employeeId?: number) {
  requireProject(ctx);
  const errors: Record<string, MessageKey[]> = {};
  const scope = await departmentScope(ctx);
  if (scope !== null && p.department === null) errors.department = ['validation.required'];
  if (p.department !== null) {
    const ok = await getDepartment(ctx, p.department).then(
      () => true,
      () => false,
    );
    if (!ok) errors.department = ['validation.notFoundRef'];
  }
  if (p.sub_department !== null) {
    const sub = await getDepartment(ctx, p.sub_department).catch(() => null);
    if (!sub) errors.sub_department = ['validation.notFoundRef'];
    else if (sub.parentId !== p.department) errors.sub_department = ['validation.subDepartmentMismatch'];
  }
  if (p.position !== null) {
    const position = await getPosition(ctx, p.position).catch(() => null);
    if (!position) errors.position = ['validation.notFoundRef'];
    else if (position.departmentId !== p.department && position.departmentId !== p.sub_department) {
      errors.position = ['validation.positionDepartmentMismatch'];
    }
  }
  if (p.report_to !== null) {
    const [manager] = await ctx.deps.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.id, p.report_to), inProject(ctx, employees)));
    if (!manager) errors.report_to = ['validation.notFoundRef'];
    else if (employeeId !== undefined && (await isInSubtree(ctx.deps.db, 'employees', employeeId, p.report_to))) errors.report_to = ['validation.managerCycle'];
  }
  if (Object.keys(errors).length) throw new FieldError(errors);
}

/** The row rules of contracts/access.ts: whose account the caller may change, which role they may give. */
function assertMayChangeAccount(ctx: ServiceContext, account: AccountRef) {
  if (!mayChangeAccount({ id: ctx.actor.accountId, role: ctx.actor.role }, account)) throw forbidden();
}

function assertMayAssignRole(ctx: ServiceContext, current: Role | null, wanted: Role) {
  if (!mayAssignRole(ctx.actor, current, wanted)) throw forbidden();
}

function uniqueFieldErrors(error: unknown): never {
  if (isUniqueViolation(error, 'accounts_username_key')) throw new FieldError({ username: ['validation.usernameTaken'] });
  if (isUniqueViolation(error, 'accounts_email_key')) throw new FieldError({ email: ['validation.emailTaken'] });
  if (isUniqueViolation(error, 'employees_project_number_key')) throw new FieldError({ employee_number: ['validation.employeeNumberTaken'] });
  if (isUniqueViolation(error, 'employees_project_account_key')) throw new FieldError({ account_id: ['validation.nameTaken'] });
  throw error;
}

const placementColumns = (p: Placement & { employee_number: string }) => ({
  employeeNumber: p.employee_number,
  departmentId: p.department,
  subDepartmentId: p.sub_department,
  positionId: p.position,
  reportToId: p.report_to,
});

/** Inserts an account and its employee record (used by the form and by imports, inside a transaction). */
export async function insertEmployee(ctx: ServiceContext, tx: Tx, body: EmployeeCreate, passwordHash: string): Promise<number> {
  const [account] = await tx
    .insert(accounts)
    .values({
      companyId: ctx.actor.companyId,
      username: body.username,
      email: body.email,
      passwordHash,
      firstName: body.first_name,
      lastName: body.last_name,
      role: body.role,
    })
    .returning({ id: accounts.id });
  const [employee] = await tx
    .insert(employees)
    .values({
      companyId: ctx.actor.companyId,
      projectId: requireProject(ctx),
      accountId: account!.id,
      firstName: body.first_name,
      lastName: body.last_name,
      ...placementColumns(body),
    })
    .returning({ id: employees.id });
  return employee!.id;
}

export async function createEmployee(ctx: ServiceContext, body: EmployeeCreate): Promise<Employee> {
  assertMayAssignRole(ctx, null, body.role);
  await checkPlacement(ctx, body);
  const passwordHash = await hashPassword(body.password);
  const id = await ctx.deps.db.transaction((tx) => insertEmployee(ctx, tx, body, passwordHash)).catch(uniqueFieldErrors);
  return readEmployee(ctx, id);
}

/** Updates an employee and their account; the role of a super admin is kept (see make-super-admin). */
export async function updateEmployee(ctx: ServiceContext, id: number, body: EmployeeUpdate): Promise<Employee> {
  const current = await getEmployee(ctx, id);
  await checkPlacement(ctx, body, id);
  const [account] = await ctx.deps.db.select().from(accounts).where(eq(accounts.id, current.accountId));
  assertMayChangeAccount(ctx, account!);
  const role = account!.role === 'super_admin' ? 'super_admin' : body.role;
  assertMayAssignRole(ctx, account!.role, role);
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  await ctx.deps.db
    .transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({
          username: body.username,
          email: body.email,
          role,
          ...(passwordHash ? { passwordHash, tokenVersion: sql`${accounts.tokenVersion} + 1` } : {}),
          ...(role !== account!.role ? { tokenVersion: sql`${accounts.tokenVersion} + 1` } : {}),
        })
        .where(and(eq(accounts.id, current.accountId), eq(accounts.companyId, ctx.actor.companyId)));
      // The account's name is the person's name in every project.
      await renamePerson(tx, { companyId: ctx.actor.companyId, accountId: current.accountId, firstName: body.first_name, lastName: body.last_name });
      await tx.update(employees).set(placementColumns(body)).where(eq(employees.id, id));
    })
    .catch(uniqueFieldErrors);
  return readEmployee(ctx, id);
}

/** Makes an existing account of the company an employee of the selected project. */
export async function addAccountAsEmployee(ctx: ServiceContext, body: AddUserToEmployee): Promise<Employee> {
  const [account] = await ctx.deps.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, body.account_id), eq(accounts.companyId, ctx.actor.companyId)));
  if (!account) throw notFound();
  assertMayChangeAccount(ctx, account);
  await checkPlacement(ctx, body);
  const [row] = await ctx.deps.db
    .insert(employees)
    .values({
      companyId: ctx.actor.companyId,
      projectId: requireProject(ctx),
      accountId: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      ...placementColumns(body),
    })
    .returning({ id: employees.id })
    .catch(uniqueFieldErrors);
  return readEmployee(ctx, row!.id);
}

/**
 * Terminates (archives) or re-activates an employee. A terminated employee's account cannot sign in
 * (unless it is still active in another project); their past results are kept.
 */
export async function setEmployeeStatus(ctx: ServiceContext, id: number, action: 'terminate' | 'activate'): Promise<Employee> {
  const current = await getEmployee(ctx, id);
  const [account] = await ctx.deps.db.select().from(accounts).where(eq(accounts.id, current.accountId));
  if (action === 'terminate' && account!.role !== 'user') throw new AppError(409, 'terminate_admin', 'errors.terminateAdmin');
  await ctx.deps.db.transaction(async (tx) => {
    await tx
      .update(employees)
      .set({ status: action === 'terminate' ? 'terminated' : 'active', terminatedAt: action === 'terminate' ? new Date() : null })
      .where(eq(employees.id, id));
    if (action === 'activate') {
      await tx.update(accounts).set({ isActive: true }).where(eq(accounts.id, current.accountId));
      return;
    }
    const [elsewhere] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(employees)
      .where(and(eq(employees.accountId, current.accountId), ne(employees.id, id), eq(employees.status, 'active')));
    if ((elsewhere?.n ?? 0) === 0) {
      await tx
        .update(accounts)
        .set({ isActive: false, tokenVersion: sql`${accounts.tokenVersion} + 1` })
        .where(eq(accounts.id, current.accountId));
      await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.accountId, current.accountId));
    }
  });
  return readEmployee(ctx, id);
}
