import type { LightMyRequestResponse } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../../src/services/deps.ts';

/**
 * The vocabulary of the authorization table (authorization.test.ts): callers, expected statuses,
 * the world of company A and its targets, and a row per endpoint. Each evaluation-setup area keeps
 * its rows and its own targets in a module beside this one (an `Area`).
 */

export const ACTORS = ['anonymous', 'user', 'userView', 'userCodes', 'admin', 'scopedAdmin', 'superAdmin', 'foreign', 'foreignInA', 'noPackage'] as const;
export type Actor = (typeof ACTORS)[number];
export type Expected = Record<Actor, number>;

/** Any caller at all (the route ignores the token). */
export const open = (status: number): Expected => Object.fromEntries(ACTORS.map((a) => [a, status])) as Expected;
/** Any signed-in account; B's super admin sending A's project is refused (404) before anything runs. */
export const signedIn = (ok: number, o: Partial<Expected> = {}): Expected => ({
  anonymous: 401,
  user: ok,
  userView: ok,
  userCodes: ok,
  admin: ok,
  scopedAdmin: ok,
  superAdmin: ok,
  foreign: ok,
  foreignInA: 404,
  noPackage: ok,
  ...o,
});
/** The `management` rule: admin or super admin with an active package. */
export const management = (ok: number, o: Partial<Expected> = {}): Expected => ({
  anonymous: 401,
  user: 403,
  userView: 403,
  userCodes: 403,
  admin: ok,
  scopedAdmin: ok,
  superAdmin: ok,
  foreign: ok,
  foreignInA: 404,
  noPackage: 403,
  ...o,
});
/** The `superAdminActive` rule. */
export const superAdminOnly = (ok: number, o: Partial<Expected> = {}): Expected => ({
  anonymous: 401,
  user: 403,
  userView: 403,
  userCodes: 403,
  admin: 403,
  scopedAdmin: 403,
  superAdmin: ok,
  foreign: ok,
  foreignInA: 404,
  noPackage: 403,
  ...o,
});
/** The `goalsView` / `skillsView` rules: management, or a user holding a view or edit code of the area. */
export const viewers = (ok: number, o: Partial<Expected> = {}): Expected => management(ok, { userView: ok, userCodes: ok, ...o });
/** The `goalsEdit` / `skillsEdit` rules: management, or a user holding the area's edit code. */
export const editors = (ok: number, o: Partial<Expected> = {}): Expected => management(ok, { userCodes: ok, ...o });
/** A target row of company A outside the scoped admin's departments: only A's admin and super admin reach it. */
export const aTarget = (ok: number, o: Partial<Expected> = {}) => management(ok, { scopedAdmin: 404, foreign: 404, ...o });

export interface Company {
  companyId: number;
  projectId: number;
  name: string;
  owner: number;
}

export interface World {
  a: Company;
  /** Account ids of company A's callers. */
  actors: Record<'user' | 'userView' | 'userCodes' | 'admin' | 'scopedAdmin' | 'superAdmin', number>;
  /** The scoped admin's department (with one employee), not containing the targets. */
  scope: { id: number; name: string; employee: number };
}

export interface Targets {
  department: { id: number; name: string };
  sub: { id: number; name: string };
  position: { id: number; name: string };
  employee: { id: number; accountId: number; number: string; username: string; email: string };
  /** An empty department and position, which may be deleted. */
  emptyDepartment: number;
  emptyPosition: number;
  /** An account of company A that is no employee of A's project yet. */
  looseAccount: number;
  /** A second project of company A. */
  project: number;
  /** An image stored for company A. */
  file: string;
}

export interface Cell<A = unknown> {
  world: World;
  targets: Targets;
  /** The row's area targets (built by its Area), undefined for rows without an area. */
  area: A;
  actor: Actor;
  /** The caller's account id (null when anonymous). */
  me: number | null;
  /** A number unique to this call, for names that must not collide. */
  n: number;
}

export interface Request {
  url: string;
  body?: unknown;
  file?: { name: string; bytes: Buffer; type?: string };
}

export interface Row<A = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as registered (":id"), as listed in the OpenAPI document. */
  route: string;
  request: (cell: Cell<A>) => Request | Promise<Request>;
  expect: Expected;
  /** Needs X-Project-Id: without it a permitted caller gets 400 { "x-project-id": [...] }. */
  project?: boolean;
  /** Changes its target: each call gets targets of its own. */
  fresh?: boolean;
  /** Destroys company A: each call gets a company A of its own. */
  isolated?: boolean;
  /** Runs after a successful call (e.g. remembers a changed password). */
  after?: (cell: Cell<A>, res: LightMyRequestResponse) => void;
  /** Set by `defineArea`: builds the area targets the row's request reads. */
  area?: { name: string; build: Area<unknown>['build'] };
}

/**
 * The rows of one area with the targets they need, built in company A's project next to the shared
 * targets (the target department, sub-department, position and employee, outside the scoped admin's
 * departments).
 */
export interface Area<A> {
  name: string;
  /** The area's tables: a refused call must not change their row counts. */
  tables: Record<string, PgTable>;
  /** `world`: company A's callers, for targets that name one of them (e.g. an evaluation whose evaluator is the user). */
  build: (deps: AppDeps, scope: { companyId: number; projectId: number }, targets: Targets, unique: () => string, world: World) => Promise<A>;
  rows: Array<Omit<Row<A>, 'area'>>;
}

export interface DefinedArea {
  name: string;
  tables: Record<string, PgTable>;
  rows: Row[];
}

/** An area for the table: its rows, each knowing how to build the targets it reads. */
export function defineArea<A>(area: Area<A>): DefinedArea {
  const build = area.build as Area<unknown>['build'];
  return { name: area.name, tables: area.tables, rows: area.rows.map((row) => ({ ...row, area: { name: area.name, build } }) as Row) };
}
