import type { DepartmentScopeFields, Principal, Role } from '@performa/contracts/access';
import { MAX_ID } from '@performa/contracts/validation';
import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import { accountDepartments, accounts, employees, payments, projects, refreshTokens } from '../db/schema.ts';
import { notFound } from '../lib/errors.ts';
import type { AppDeps } from './deps.ts';

/** The signed-in caller, loaded fresh on every request (so deactivation and role changes apply at once). */
export interface Actor extends Principal {
  accountId: number;
  companyId: number;
  role: Role;
  tokenVersion: number;
  isActive: boolean;
  /**
   * The sign-in the request's access token belongs to (its refresh_tokens row, ADR 3): logout ends
   * it. Null for an actor loaded without a token (tests, the command line).
   */
  session: string | null;
  /** The department scope as the permission record carries it; read it through `scopeRoots` only. */
  scope: DepartmentScopeFields;
}

/**
 * What every tenant-scoped service operation receives. Every query an operation runs
 * is scoped by `actor.companyId` (and `projectId` where the data belongs to a project)
 * through the helpers below: the one place where tenancy is enforced.
 */
export interface ServiceContext {
  deps: AppDeps;
  actor: Actor;
  /** The selected project (X-Project-Id), checked to belong to the caller's company; null when none was sent. */
  projectId: number | null;
}

/**
 * A company has an active package when an accepted payment covers today. `companyId` is a value or
 * an SQL expression naming the company column of an outer query.
 */
export const packageActiveSql = (companyId: number | SQL) => sql<boolean>`exists (
  select 1 from ${payments}
  where ${payments.companyId} = ${companyId} and ${payments.isAccepted}
    and ${payments.startDate} <= current_date
    and (${payments.endDate} is null or ${payments.endDate} >= current_date))`;

/** accounts.company_id, qualified with its table (drizzle writes bare column names inside sql``). */
const accountCompany = sql`${sql.identifier('accounts')}.${sql.identifier('company_id')}`;

/**
 * The account, fresh from the database. With `session` (the access token's), an account whose
 * session has ended (logout, a refresh token reused, ADR 3) is no actor: null, as for an unknown
 * account. The session is read in the same statement as the account.
 */
export async function loadActor(deps: AppDeps, id: number, session: string | null = null): Promise<Actor | null> {
  const [row] = await deps.db
    .select({
      accountId: accounts.id,
      companyId: accounts.companyId,
      role: accounts.role,
      permissions: accounts.permissions,
      isActive: accounts.isActive,
      tokenVersion: accounts.tokenVersion,
      departmentScoped: accounts.departmentScoped,
      packageActive: packageActiveSql(accountCompany),
      sessionLive: session
        ? sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.jti} = ${session}
            and ${refreshTokens.accountId} = ${id} and ${refreshTokens.revokedAt} is null)`
        : sql<boolean>`true`,
    })
    .from(accounts)
    .where(eq(accounts.id, id));
  if (!row || !row.sessionLive) return null;
  const { departmentScoped, sessionLive: _, ...actor } = row;
  const listed = departmentScoped
    ? await deps.db.select({ id: accountDepartments.departmentId }).from(accountDepartments).where(eq(accountDepartments.accountId, id))
    : [];
  return {
    ...actor,
    session,
    packageActive: Boolean(row.packageActive),
    scope: { all_departments: !departmentScoped, departments: listed.map((d) => d.id).sort((a, b) => a - b) },
  };
}

/** The company condition for a table that belongs to the caller's company. */
export const inCompany = (ctx: Pick<ServiceContext, 'actor'>, column: Column) => eq(column, ctx.actor.companyId);

/** The projects a caller may work in: all of the company's for admins; for a user, those they are an employee of. */
export function projectsInReach(actor: Actor) {
  return and(
    eq(projects.companyId, actor.companyId),
    actor.role === 'user'
      ? sql`exists (select 1 from ${employees} where ${employees.projectId} = ${projects.id} and ${employees.accountId} = ${actor.accountId})`
      : undefined,
  );
}

/** A project in the caller's reach, or 404 (never 403: another company's rows do not exist for the caller). */
export async function getProjectInCompany(ctx: Pick<ServiceContext, 'deps' | 'actor'>, projectId: number) {
  const [row] = await ctx.deps.db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), projectsInReach(ctx.actor)));
  if (!row) throw notFound();
  return row;
}

/** Builds the context for a request; the selected project is checked against the caller's company. */
export async function createContext(deps: AppDeps, actor: Actor, projectHeader: string | undefined): Promise<ServiceContext> {
  let projectId: number | null = null;
  if (projectHeader !== undefined && projectHeader !== '') {
    const id = Number(projectHeader);
    if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ID) throw notFound();
    projectId = (await getProjectInCompany({ deps, actor }, id)).id;
  }
  return { deps, actor, projectId };
}
