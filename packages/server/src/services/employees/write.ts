import { mayAssignRole, mayChangeAccount, type AccountRef, type Role } from '@performa/contracts/access';
import type { AddUserToEmployee, Employee, EmployeeCreate, EmployeeUpdate, TerminateBody } from '@performa/contracts/api/employees';
import type { MessageKey } from '@performa/contracts/i18n/translate';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { isInSubtree } from '../../db/tree.ts';
import { accounts, employees, refreshTokens } from '../../db/schema.ts';
import { AppError, FieldError, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword, NO_PASSWORD } from '../../lib/passwords.ts';
import { inviteAccounts } from '../accounts/password-links.ts';
import { renamePerson } from '../accounts/rename.ts';
import type { ServiceContext } from '../context.ts';
import { recomputeEmployees } from '../engine/recompute.ts';
import { departmentScope, getDepartment, getEmployee, getPosition, inProject, referenced, requireProject } from '../scope.ts';
import { readEmployee } from './read.ts';

interface Placement {
  department: number | null;
  sub_department: number | null;
  position: number | null;
  report_to: number | null;
}

/**
 * Checks where an employee is placed and returns the placement as stored (docs/product.md §2.7): the
 * employee sits in one department of the tree, at any depth. The form sends that department alone;
 * it is stored with its parent as `department` and itself as `sub_department` (a top-level one alone),
 * so that `sub_department` stays a direct child of `department`. The department the employee sits in
 * must be in the caller's scope; the position must belong to it or to its parent; the manager must be
 * an employee of the project who is not the employee nor anyone below them.
 */
export async function checkPlacement(ctx: ServiceContext, p: Placement, employeeId?: number): Promise<Placement> {
  requireProject(ctx);
  const errors: Record<string, MessageKey[]> = {};
  const scope = await departmentScope(ctx);
  const placed = { ...p };
  if (scope !== null && p.department === null && p.sub_department === null) errors.department = ['validation.required'];
  if (p.sub_department !== null) {
    const sub = await getDepartment(ctx, p.sub_department).catch(() => null);
    if (!sub) errors.sub_department = ['validation.notFoundRef'];
    else if (sub.parentId !== p.department) errors.sub_department = ['validation.subDepartmentMismatch'];
    // A top-level department sent as the sub-department of nothing is that department.
    else if (sub.parentId === null) Object.assign(placed, { department: sub.id, sub_department: null });
  } else if (p.department !== null) {
    const department = await getDepartment(ctx, p.department).catch(() => null);
    if (!department) errors.department = ['validation.notFoundRef'];
    else if (department.parentId !== null) Object.assign(placed, { department: department.parentId, sub_department: department.id });
  }
  if (p.position !== null) {
    const position = await getPosition(ctx, p.position).catch(() => null);
    if (!position) errors.position = ['validation.notFoundRef'];
    else if (position.departmentId !== placed.department && position.departmentId !== placed.sub_department) {
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
  return placed;
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
export async function insertEmployee(ctx: ServiceContext, tx: Tx, body: EmployeeCreate, passwordHash: string): Promise<{ id: number; accountId: number }> {
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
  return { id: employee!.id, accountId: account!.id };
}

export async function createEmployee(ctx: ServiceContext, body: EmployeeCreate): Promise<Employee> {
  assertMayAssignRole(ctx, null, body.role);
  const placed = { ...body, ...(await checkPlacement(ctx, body)) };
  const passwordHash = body.password ? await hashPassword(body.password) : NO_PASSWORD;
  const { id, accountId } = await ctx.deps.db.transaction((tx) => insertEmployee(ctx, tx, placed, passwordHash)).catch(uniqueFieldErrors);
  // Without a password, an invitation to set one (once the row is committed; ADR 18).
  if (!body.password) await inviteAccounts(ctx, [accountId]);
  return readEmployee(ctx, id);
}

/** Updates an employee and their account; the role of a super admin is kept (see make-super-admin). */
export async function updateEmployee(ctx: ServiceContext, id: number, body: EmployeeUpdate): Promise<Employee> {
  const current = await getEmployee(ctx, id);
  const placed = { ...body, ...(await checkPlacement(ctx, body, id)) };
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
      await tx.update(employees).set(placementColumns(placed)).where(eq(employees.id, id));
      if (placed.position !== current.positionId) await recomputeEmployees(tx, current.projectId, [id]);
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
  const placed = { ...body, ...(await checkPlacement(ctx, body)) };
  const [row] = await ctx.deps.db
    .insert(employees)
    .values({
      companyId: ctx.actor.companyId,
      projectId: requireProject(ctx),
      accountId: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      ...placementColumns(placed),
    })
    .returning({ id: employees.id })
    .catch(uniqueFieldErrors);
  return readEmployee(ctx, row!.id);
}

/**
 * The manager the active direct reports of a terminated employee move to (docs/product.md §2.7):
 * absent, the terminated person's own manager when active (else none); null, none; an id, an active
 * employee of the project in the caller's scope who is not the terminated person nor below them, except
 * one of their direct reports, who then takes the terminated person's place under their manager.
 */
async function newManagerOf(ctx: ServiceContext, terminated: { id: number; reportToId: number | null }, wanted: number | null | undefined) {
  const [own] = terminated.reportToId
    ? await ctx.deps.db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.id, terminated.reportToId), eq(employees.status, 'active'), inProject(ctx, employees)))
    : [];
  const above = own?.id ?? null;
  if (wanted === undefined || wanted === null) return { manager: wanted === undefined ? above : null, promoted: null, above };
  const manager = await referenced('new_manager', getEmployee(ctx, wanted));
  if (manager.status !== 'active') throw new FieldError({ new_manager: ['validation.managerTerminated'] });
  const promoted = manager.reportToId === terminated.id;
  if (!promoted && (await isInSubtree(ctx.deps.db, 'employees', terminated.id, manager.id))) throw new FieldError({ new_manager: ['validation.managerCycle'] });
  return { manager: manager.id, promoted: promoted ? manager.id : null, above };
}

/**
 * Terminates (archives) or re-activates an employee. A terminated employee's account cannot sign in
 * (unless it is still active in another project); their past results are kept. Terminating moves the
 * person's active direct reports to `new_manager` (newManagerOf) in the same transaction.
 */
export async function setEmployeeStatus(ctx: ServiceContext, id: number, body: TerminateBody): Promise<Employee> {
  const { action } = body;
  const current = await getEmployee(ctx, id);
  const [account] = await ctx.deps.db.select().from(accounts).where(eq(accounts.id, current.accountId));
  if (action === 'terminate' && account!.role !== 'user') throw new AppError(409, 'terminate_admin', 'errors.terminateAdmin');
  const move = action === 'terminate' && current.status === 'active' ? await newManagerOf(ctx, current, body.new_manager) : null;
  await ctx.deps.db.transaction(async (tx) => {
    await tx
      .update(employees)
      .set({ status: action === 'terminate' ? 'terminated' : 'active', terminatedAt: action === 'terminate' ? new Date() : null })
      .where(eq(employees.id, id));
    if (action === 'activate') {
      await tx.update(accounts).set({ isActive: true }).where(eq(accounts.id, current.accountId));
      return;
    }
    if (move) {
      // A promoted direct report takes the terminated person's place; the other reports move under the new manager.
      if (move.promoted !== null) await tx.update(employees).set({ reportToId: move.above }).where(eq(employees.id, move.promoted));
      await tx
        .update(employees)
        .set({ reportToId: move.manager })
        .where(
          and(
            eq(employees.reportToId, id),
            eq(employees.status, 'active'),
            inProject(ctx, employees),
            move.promoted !== null ? ne(employees.id, move.promoted) : undefined,
          ),
        );
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
