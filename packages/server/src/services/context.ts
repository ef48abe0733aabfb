import type { DepartmentScopeFields, Principal, Role } from '@performa/contracts/access';
import { DEFAULT_LANGUAGE, type Language } from '@performa/contracts/i18n/languages';
import { MAX_ID } from '@performa/contracts/validation';
import { and, eq, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import { keepsNamedStatements, type Db } from '../db/client.ts';
import { UNNAMED } from '../db/raw.ts';
import { accountDepartments, accounts, companies, employees, payments, projects, projectSettings, refreshTokens } from '../db/schema.ts';
import { notFound } from '../lib/errors.ts';
import { todayOf, type AppDeps } from './deps.ts';

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
  /**
   * The reader's language: the one the server writes its messages in (Accept-Language, plugins/errors.ts
   * requestLanguage). Labels an admin typed are answered in it (services/labels.ts, ADR 29).
   */
  lang: Language;
  /**
   * The caller's own account and company as read with the actor (loadCaller), for the answers about the caller
   * (accounts/me.ts) without a statement of their own; absent when the context was built otherwise.
   */
  profile?: CallerProfile;
  /**
   * The selected project's settings row as read with the caller (loadCaller; null: the project never saved any),
   * which services/settings/project-settings.ts answers without a statement of its own; absent when not read.
   */
  settings?: ProjectSettingsRow | null;
  /**
   * Set by a write that changes the results of these people only (a form saved, ADR 46; `writesResultsOf` in
   * services/cached-read.ts): the kept answers of other people's results outlive it. Absent: the write may have
   * changed anything of the company, and every kept answer goes.
   */
  writeReach?: readonly number[];
  /**
   * Set by a write whose own statement selected the notice to the other processes (ADR 47; `writesResultsWith` in
   * services/cached-read.ts): sent at its commit, it is not sent again after the answer.
   */
  writeAnnounced?: boolean;
}

/** The settings row of a project (services/settings/project-settings.ts). */
export type ProjectSettingsRow = typeof projectSettings.$inferSelect;

/** The caller's account and company as account/me/ and the permission record answer them (docs/product.md §2.4). */
export interface CallerProfile {
  firstName: string;
  lastName: string;
  email: string;
  image: string | null;
  language: string | null;
  companyName: string;
  companyLogo: string | null;
  companyCode: string;
}

/**
 * A company has an active package when an accepted payment covers `today` (the services' clock, so
 * that a package ends at once for every request, and tests can move the day; docs/product.md §1.4).
 * An open-ended one (the free package) covers every day. `companyId` is a value or an SQL expression
 * naming the company column of an outer query.
 */
export const packageActiveSql = (companyId: number | SQL, today: string | Placeholder) => sql<boolean>`exists (
  select 1 from ${payments}
  where ${payments.companyId} = ${companyId} and ${payments.isAccepted}
    and (${payments.endDate} is null or (${payments.startDate} <= ${today}::date and ${payments.endDate} >= ${today}::date)))`;

/** A column of accounts, qualified with its table (drizzle writes bare column names inside sql``). */
const accountColumn = (name: string) => sql`${sql.identifier('accounts')}.${sql.identifier(name)}`;
const accountCompany = accountColumn('company_id');

/**
 * The signed-in caller, whether the project they selected is in their reach (null: none selected), their profile,
 * and the selected project's settings row (null: none saved, or no project selected).
 */
export interface Caller {
  actor: Actor;
  projectInReach: boolean | null;
  profile: CallerProfile;
  settings: ProjectSettingsRow | null;
}

/**
 * The account, fresh from the database. With `session` (the access token's), an account whose
 * session has ended (logout, a refresh token reused, ADR 3) is no caller: null, as for an unknown
 * account. The session, the selected project (`projectId`, checked with projectsInReach), the departments
 * of a department scope and the profile (account and company) are read in the same statement as the
 * account: one statement per request before the handler's own, whatever the role. So is the selected project's
 * settings row, which most project reads need (it counts only when the project is in reach).
 */
export async function loadCaller(deps: AppDeps, id: number, session: string | null, projectId: number | null): Promise<Caller | null> {
  const statement = callerStatement(deps.db, session !== null, projectId !== null);
  const [row] = await statement.execute({ id, today: todayOf(deps.clock), session, project: projectId });
  if (!row || !row.sessionLive) return null;
  const { departmentScoped, sessionLive: _, projectInReach, listed, profile, settings, ...actor } = row;
  return {
    actor: {
      ...actor,
      session,
      packageActive: Boolean(row.packageActive),
      scope: { all_departments: !departmentScoped, departments: departmentScoped ? [...(listed ?? [])].map(Number) : [] },
    },
    projectInReach: projectInReach === null ? null : Boolean(projectInReach),
    profile,
    settings,
  };
}

/**
 * loadCaller's statement, built once per database and shape (with a session or not, with a project or not), its values
 * as placeholders (id, today, session, project): building it with drizzle cost more CPU than its round trip, on every
 * request (about 0.2 ms).
 */
function buildCallerStatement(db: Db, withSession: boolean, withProject: boolean) {
  const id = sql.placeholder('id');
  const reach = () =>
    db
      .select({ one: sql`1` })
      .from(projects)
      .where(
        and(
          eq(projects.id, sql.placeholder('project')),
          projectsInReach({ companyId: accountCompany, role: accountColumn('role'), accountId: accountColumn('id') }),
        ),
      );
  return (
    db
      .select({
        accountId: accounts.id,
        companyId: accounts.companyId,
        role: accounts.role,
        permissions: accounts.permissions,
        isActive: accounts.isActive,
        tokenVersion: accounts.tokenVersion,
        departmentScoped: accounts.departmentScoped,
        packageActive: packageActiveSql(accountCompany, sql.placeholder('today')),
        sessionLive: withSession
          ? sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.jti} = ${sql.placeholder('session')}
            and ${refreshTokens.accountId} = ${id} and ${refreshTokens.revokedAt} is null)`
          : sql<boolean>`true`,
        projectInReach: withProject ? sql<boolean | null>`exists (${reach()})` : sql<boolean | null>`null`,
        // An int[] (db/raw.ts): empty without rows; read for a department-scoped account only.
        listed: sql<number[] | null>`case when ${accounts.departmentScoped} then array(
        select ${accountDepartments.departmentId} from ${accountDepartments}
        where ${accountDepartments.accountId} = ${accountColumn('id')} order by ${accountDepartments.departmentId}) end`,
        profile: {
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          email: accounts.email,
          image: accounts.image,
          language: accounts.language,
          companyName: companies.companyName,
          companyLogo: companies.logo,
          companyCode: companies.code,
        },
        settings: projectSettings,
      })
      .from(accounts)
      .innerJoin(companies, eq(companies.id, accounts.companyId))
      // No row without a project (the placeholder is null then).
      .leftJoin(projectSettings, and(eq(projectSettings.projectId, sql.placeholder('project')), eq(projectSettings.companyId, accounts.companyId)))
      .where(eq(accounts.id, id))
      // Named where the connections keep named statements, planned once per connection (ADR 45): planning it took fifteen
      // times as long as running it, on every request.
      .prepare(keepsNamedStatements(db) ? `performa_caller_${withSession}_${withProject}` : UNNAMED)
  );
}

const callerStatements = new WeakMap<Db, Map<string, ReturnType<typeof buildCallerStatement>>>();

function callerStatement(db: Db, withSession: boolean, withProject: boolean) {
  let built = callerStatements.get(db);
  if (!built) callerStatements.set(db, (built = new Map()));
  const shape = `${withSession}:${withProject}`;
  let statement = built.get(shape);
  if (!statement) built.set(shape, (statement = buildCallerStatement(db, withSession, withProject)));
  return statement;
}

/** The account, fresh from the database (loadCaller without a project and the profile). */
export async function loadActor(deps: AppDeps, id: number, session: string | null = null): Promise<Actor | null> {
  return (await loadCaller(deps, id, session, null))?.actor ?? null;
}

/** The company condition for a table that belongs to the caller's company. */
export const inCompany = (ctx: Pick<ServiceContext, 'actor'>, column: Column) => eq(column, ctx.actor.companyId);

/** Who reaches projects: values of a caller, or SQL naming an outer query's account columns. */
export interface Reacher {
  companyId: number | SQL;
  role: Role | SQL;
  accountId: number | SQL;
}

/** The projects a caller may work in: all of the company's for admins; for a user, those they are an employee of. */
export function projectsInReach(who: Reacher) {
  const employeeThere = sql`exists (select 1 from ${employees} where ${employees.projectId} = ${projects.id} and ${employees.accountId} = ${who.accountId})`;
  const asUser = typeof who.role === 'string' ? (who.role === 'user' ? employeeThere : undefined) : sql`(${who.role} <> 'user' or ${employeeThere})`;
  return and(eq(projects.companyId, who.companyId), asUser);
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

/**
 * The project a request selects (X-Project-Id): null when none is sent, 'invalid' for what can be no
 * project's id (a 404, as for another company's project).
 */
export function selectedProject(header: string | string[] | undefined): number | null | 'invalid' {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : 'invalid';
}

/** Builds the context for a request; the selected project is checked against the caller's company. */
export async function createContext(
  deps: AppDeps,
  actor: Actor,
  projectHeader: string | undefined,
  lang: Language = DEFAULT_LANGUAGE,
): Promise<ServiceContext> {
  const selected = selectedProject(projectHeader);
  if (selected === 'invalid') throw notFound();
  const projectId = selected === null ? null : (await getProjectInCompany({ deps, actor }, selected)).id;
  return { deps, actor, projectId, lang };
}
