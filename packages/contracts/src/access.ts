/**
 * The one rulebook of who may reach what (docs/product.md §1.6 and §7).
 * The server enforces these rules on every route; the web app reads the same rules
 * to hide menus and guard routes.
 */
export const ROLES = ['super_admin', 'admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSION_CODES = ['dge', 'dgv', 'dse', 'dsv'] as const;
export type PermissionCode = (typeof PERMISSION_CODES)[number];

export const GOAL_CODES: readonly PermissionCode[] = ['dge', 'dgv'];
export const SKILL_CODES: readonly PermissionCode[] = ['dse', 'dsv'];

export interface Principal {
  role: Role;
  permissions: readonly string[];
  packageActive: boolean;
}

const isManager = (p: Pick<Principal, 'role'>) => p.role === 'admin' || p.role === 'super_admin';
const holds = (p: Principal, codes: readonly PermissionCode[]) => codes.some((c) => p.permissions.includes(c));

export const RULES = {
  /** Any signed-in account. */
  authenticated: () => true,
  /** Super admin, whatever the package (payment). */
  superAdmin: (p: Principal) => p.role === 'super_admin',
  /** Super admin with an active package (wizard, company and admin settings, projects). */
  superAdminActive: (p: Principal) => p.role === 'super_admin' && p.packageActive,
  /** Admin or super admin with an active package (the management screens). */
  management: (p: Principal) => isManager(p) && p.packageActive,
  /** Goals screen: management, or a user holding dge or dgv. */
  goalsView: (p: Principal) => p.packageActive && (isManager(p) || holds(p, GOAL_CODES)),
  /** Changing goals: management, or a user holding dge. */
  goalsEdit: (p: Principal) => p.packageActive && (isManager(p) || holds(p, ['dge'])),
  /** Competencies screen: management, or a user holding dse or dsv. */
  skillsView: (p: Principal) => p.packageActive && (isManager(p) || holds(p, SKILL_CODES)),
  /** Changing competencies: management, or a user holding dse. */
  skillsEdit: (p: Principal) => p.packageActive && (isManager(p) || holds(p, ['dse'])),
  /**
   * Reading the evaluation setup that the goals and competencies screens pick from (periods, rounds,
   * response scale templates): management, or a user holding any goal or skill code.
   */
  setupView: (p: Principal) => p.packageActive && (isManager(p) || holds(p, PERMISSION_CODES)),
  /**
   * Any account with an active package: reading a person's goals and competencies on the user panel.
   * Whose: the row rule `mayViewPersonData` below (docs/product.md §1.6).
   */
  activePackage: (p: Principal) => p.packageActive,
} as const satisfies Record<string, (p: Principal) => boolean>;

export type AccessRule = keyof typeof RULES;

export function allows(rule: AccessRule, principal: Principal): boolean {
  return RULES[rule](principal);
}

// Row rules: which rows a caller may touch, beyond the route rules above. The server enforces them;
// the web app asks the same functions before it offers an action.

/**
 * An admin's department scope as the API carries it (permission record, account, request body):
 * every department, or the listed ones, possibly none.
 */
export interface DepartmentScopeFields {
  all_departments: boolean;
  departments: readonly number[];
}

/**
 * The one reading of a department scope. null: no department limit (super admins, users, admins of
 * every department). Otherwise the departments (with their sub-departments) the caller is limited
 * to; an empty list reaches nothing. Never read "no departments listed" as "all departments".
 */
export function scopeRoots(role: Role | '', scope: DepartmentScopeFields): readonly number[] | null {
  return role === 'admin' && !scope.all_departments ? scope.departments : null;
}

/**
 * Whether a place (the departments a row sits in: an employee's department and sub-department, a
 * position's department) lies inside a department scope expanded to its subtrees (null: everything).
 */
export function placeInScope(scope: ReadonlySet<number> | null, ...place: readonly (number | null | undefined)[]): boolean {
  return scope === null || place.some((id) => id !== null && id !== undefined && scope.has(id));
}

/** An account as the row rules see it. */
export interface AccountRef {
  id: number;
  role: Role;
}

/**
 * Who may change whose account (name, sign-in, password, role): one's own, and any user's;
 * an admin's or a super admin's only a super admin.
 */
export function mayChangeAccount(actor: AccountRef, account: AccountRef): boolean {
  return account.id === actor.id || account.role === 'user' || actor.role === 'super_admin';
}

/**
 * Who may hand out which role: keeping an account's role is always allowed (a new account starts as
 * a user); any other role change is the super admin's. A super admin is made only through
 * make-super-admin, so it is never handed out here.
 */
export function mayAssignRole(actor: Pick<AccountRef, 'role'>, current: Role | null, wanted: Role): boolean {
  if (wanted === (current ?? 'user')) return true;
  return actor.role === 'super_admin' && wanted !== 'super_admin';
}

/**
 * How a person (an employee of the selected project) stands to the caller, as the server works it out
 * (docs/product.md §1.6, ADR 16).
 */
export interface PersonRelation {
  /** The caller's own employee record. */
  self: boolean;
  /** Below the caller in the reporting line: a direct report, or a report's report, to any depth (§2.7). */
  report: boolean;
  /** Inside the caller's department scope (true for everyone but an admin limited to departments, §2.8). */
  in_scope: boolean;
}

/** The evaluation data of a person: their personal goals, or their competency list. */
export type PersonData = 'goals' | 'skills';

const VIEW_CODES: Record<PersonData, readonly PermissionCode[]> = { goals: GOAL_CODES, skills: SKILL_CODES };
const EDIT_RULES: Record<PersonData, AccessRule> = { goals: 'goalsEdit', skills: 'skillsEdit' };

/**
 * Who may read a person's goals or competencies (docs/product.md §1.6): everyone their own, a manager
 * the whole line below them, an admin or super admin everyone in their department scope, and a user
 * holding a code of the area (dgv/dge for goals, dsv/dse for competencies) everyone in the project.
 * Always with an active package.
 */
export function mayViewPersonData(actor: Principal, data: PersonData, person: PersonRelation): boolean {
  if (!actor.packageActive) return false;
  if (person.self || person.report) return true;
  return isManager(actor) ? person.in_scope : holds(actor, VIEW_CODES[data]);
}

/**
 * Who may change a person's goals or competencies: the area's edit rule (management, or dge / dse),
 * and for an admin limited to departments only inside the scope. A manager without a code reads
 * their line's goals but does not change them (docs/product.md §1.6).
 */
export function mayEditPersonData(actor: Principal, data: PersonData, person: PersonRelation): boolean {
  return allows(EDIT_RULES[data], actor) && (!isManager(actor) || person.in_scope);
}

// Rules the server applies in SQL are written once over a Logic: the server evaluates them on the SQL
// conditions of its facts (a condition per fact on the statement's tables), the tests and the web app
// on booleans. So each such rule has one statement, here.

/** The connectives a row rule is written with: booleans (BOOLEANS), or the server's SQL conditions. */
export interface Logic<T> {
  all(...terms: T[]): T;
  not(term: T): T;
}

export const BOOLEANS: Logic<boolean> = { all: (...terms) => terms.every(Boolean), not: (term) => !term };

/** An evaluation of the selected project as the reach rules see it, each fact about the caller. */
export interface EvaluationFacts<T> {
  /** The evaluatee lies inside the caller's department scope (`placeInScope` of their department and sub-department). */
  evaluatee_in_scope: T;
  /** The evaluator's employee record is the caller's. */
  evaluator_is_caller: T;
  /** Activated (docs/product.md §5.4). */
  activated: T;
  terminated: T;
}

/**
 * Who reaches an evaluation of the selected project (docs/product.md §5.1), by case:
 * - `admin` (the management screens): every evaluation whose evaluatee lies inside the admin's department
 *   scope (§2.8), in any state;
 * - `evaluator` (the forms, §5.5): the caller's own evaluations as evaluator, activated and not
 *   terminated; anything else is not found to them.
 */
export const EVALUATION_REACH = {
  admin: <T>(_logic: Logic<T>, evaluation: Pick<EvaluationFacts<T>, 'evaluatee_in_scope'>): T => evaluation.evaluatee_in_scope,
  evaluator: <T>(logic: Logic<T>, evaluation: Pick<EvaluationFacts<T>, 'evaluator_is_caller' | 'activated' | 'terminated'>): T =>
    logic.all(evaluation.evaluator_is_caller, evaluation.activated, logic.not(evaluation.terminated)),
};

/** Who is looking at a person's results: an admin, the employee, or their direct manager. */
export const RESULT_VIEWERS = ['admin', 'self', 'manager'] as const;
export type ResultViewer = (typeof RESULT_VIEWERS)[number];

/** How a person of the selected project stands to a caller who reads their results, as the server works it out. */
export interface ResultRelation {
  /** The person's account is the caller's. */
  self: boolean;
  /** The person reports directly to the caller's active employee record. */
  direct_report: boolean;
  /** Inside the caller's department scope (true for everyone but an admin limited to departments, §2.8). */
  in_scope: boolean;
}

/**
 * Who reads a person's results, and as whom (docs/product.md §5.6, §5.9, ADR 23): `admin`, an admin or
 * super admin whose department scope holds the person (everything); `self`, the person; `manager`, their
 * direct manager. null: anyone else, for whom the person's results do not exist (404).
 */
export function resultViewer(actor: Pick<Principal, 'role'>, person: ResultRelation): ResultViewer | null {
  if (isManager(actor) && person.in_scope) return 'admin';
  if (person.self) return 'self';
  if (person.direct_report) return 'manager';
  return null;
}

/**
 * Whether a viewer sees a round's scores (docs/product.md §5.6): an admin always; the person and their
 * manager once the round is released (calibration closed), or at once when the project shows results
 * before calibration (`show_result_before_calibration`).
 */
export function mayViewRoundScores(viewer: ResultViewer, round: { released: boolean }, showBeforeCalibration: boolean): boolean {
  return viewer === 'admin' || round.released || showBeforeCalibration;
}

/**
 * Whether the caller sees a goal's score on the goals screens (docs/product.md §5.6): their own goal's
 * as the results rule shows its rounds (`released`: its round is, or for a goal of every round, some
 * round of its period); anyone else's always (managers and holders of goal codes manage goals).
 */
export function mayViewGoalScore(
  actor: Pick<Principal, 'role'>,
  goal: { self: boolean; in_scope: boolean; released: boolean },
  showBeforeCalibration: boolean,
): boolean {
  if (!goal.self) return true;
  const viewer = resultViewer(actor, { self: true, direct_report: false, in_scope: goal.in_scope })!;
  return mayViewRoundScores(viewer, goal, showBeforeCalibration);
}
