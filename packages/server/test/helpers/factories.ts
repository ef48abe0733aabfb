import { randomBytes } from 'node:crypto';
import type { Role } from '@performa/contracts/access';
import type { RegisterBody, TokenPair } from '@performa/contracts/api/auth';
import { eq } from 'drizzle-orm';
import { accountDepartments, accounts, companies, departments, employees, notifications, positions, projects } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { register } from '../../src/services/accounts/register.ts';
import { startSession } from '../../src/services/accounts/tokens.ts';
import type { AppDeps } from '../../src/services/deps.ts';
import { call, type TestApp } from './app.ts';

export const PASSWORD = 'correct-horse-battery';
const unique = () => randomBytes(4).toString('hex');

export function registerBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  const id = unique();
  return {
    first_name: 'Aysel',
    last_name: 'Mammadova',
    email: `owner-${id}@example.com`,
    password: PASSWORD,
    matchPassword: PASSWORD,
    username: `owner_${id}`,
    company: `Company ${id}`,
    industry: 'Software',
    ...overrides,
  };
}

export interface TestCompany {
  companyId: number;
  projectId: number;
  owner: { id: number; username: string };
}

/** A whole tenant: company, first project and its super admin, through the real registration service. */
export async function createCompany(deps: AppDeps, overrides: Partial<RegisterBody> = {}): Promise<TestCompany> {
  const body = registerBody(overrides);
  await register(deps, body);
  const [owner] = await deps.db.select().from(accounts).where(eq(accounts.username, body.username));
  const [project] = await deps.db.select().from(projects).where(eq(projects.companyId, owner!.companyId));
  return { companyId: owner!.companyId, projectId: project!.id, owner: { id: owner!.id, username: owner!.username } };
}

/** Another account in a company. */
export async function createAccount(
  deps: AppDeps,
  companyId: number,
  options: { role?: Role; permissions?: string[]; isActive?: boolean; firstName?: string } = {},
) {
  const id = unique();
  const [row] = await deps.db
    .insert(accounts)
    .values({
      companyId,
      username: `${options.role ?? 'user'}_${id}`,
      email: `${id}@example.com`,
      passwordHash: await hashPassword(PASSWORD),
      firstName: options.firstName ?? 'Test',
      lastName: (options.role ?? 'user').replace('_', ' '),
      role: options.role ?? 'user',
      permissions: options.permissions ?? [],
      isActive: options.isActive ?? true,
    })
    .returning();
  return row!;
}

export async function addProject(deps: AppDeps, companyId: number, name: string) {
  const [row] = await deps.db.insert(projects).values({ companyId, projectName: name }).returning();
  return row!;
}

export async function addNotification(deps: AppDeps, account: { id: number; companyId: number }, options: { title?: string; isRead?: boolean } = {}) {
  const [row] = await deps.db
    .insert(notifications)
    .values({ companyId: account.companyId, accountId: account.id, kind: 'info', title: options.title ?? 'Hello', isRead: options.isRead ?? false })
    .returning();
  return row!;
}

export async function companyCode(deps: AppDeps, companyId: number) {
  const [row] = await deps.db.select({ code: companies.code }).from(companies).where(eq(companies.id, companyId));
  return row!.code;
}

export async function signIn(t: TestApp, username: string, password = PASSWORD): Promise<TokenPair> {
  const res = await call(t.app, 'POST', '/api/token/', { body: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * A token pair of a new session of an account, as a sign-in makes it, without the password, the
 * sign-in throttle and the last sign-in time (tokens carry their session, ADR 3: a token signed
 * outside a session is refused).
 */
export async function sessionOf(deps: AppDeps, accountId: number): Promise<TokenPair> {
  const [account] = await deps.db
    .select({ id: accounts.id, companyId: accounts.companyId, tokenVersion: accounts.tokenVersion })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) throw new Error(`no account ${accountId}`);
  return startSession(deps, account);
}

/** Builds the organisation of a project directly in the database. */
export async function addDepartment(deps: AppDeps, company: { companyId: number; projectId: number }, name: string, parentId: number | null = null) {
  const [row] = await deps.db.insert(departments).values({ companyId: company.companyId, projectId: company.projectId, name, parentId }).returning();
  return row!;
}

export async function addPosition(
  deps: AppDeps,
  company: { companyId: number; projectId: number },
  departmentId: number,
  name: string,
  parentId: number | null = null,
) {
  const [row] = await deps.db
    .insert(positions)
    .values({ companyId: company.companyId, projectId: company.projectId, departmentId, name, parentId })
    .returning();
  return row!;
}

/** An employee with an active account (password PASSWORD) in the company's project. */
export async function addEmployee(
  deps: AppDeps,
  company: { companyId: number; projectId: number },
  options: {
    role?: Role;
    permissions?: string[];
    firstName?: string;
    lastName?: string;
    number?: string;
    departmentId?: number | null;
    subDepartmentId?: number | null;
    positionId?: number | null;
    reportToId?: number | null;
  } = {},
) {
  const account = await createAccount(deps, company.companyId, { role: options.role, permissions: options.permissions, firstName: options.firstName });
  if (options.lastName) await deps.db.update(accounts).set({ lastName: options.lastName }).where(eq(accounts.id, account.id));
  const [employee] = await deps.db
    .insert(employees)
    .values({
      companyId: company.companyId,
      projectId: company.projectId,
      accountId: account.id,
      employeeNumber: options.number ?? `E-${unique()}`,
      firstName: options.firstName ?? account.firstName,
      lastName: options.lastName ?? account.lastName,
      departmentId: options.departmentId ?? null,
      subDepartmentId: options.subDepartmentId ?? null,
      positionId: options.positionId ?? null,
      reportToId: options.reportToId ?? null,
    })
    .returning();
  return { ...employee!, account };
}

/** Gives an admin a department scope. */
export async function scopeAdmin(deps: AppDeps, accountId: number, departmentIds: number[]) {
  const [account] = await deps.db
    .update(accounts)
    .set({ departmentScoped: true })
    .where(eq(accounts.id, accountId))
    .returning({ companyId: accounts.companyId });
  if (departmentIds.length)
    await deps.db.insert(accountDepartments).values(departmentIds.map((departmentId) => ({ accountId, departmentId, companyId: account!.companyId })));
}
