/**
 * The one rulebook of who may reach what (seed §2 and §6).
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

const isManager = (p: Principal) => p.role === 'admin' || p.role === 'super_admin';
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
} as const satisfies Record<string, (p: Principal) => boolean>;

export type AccessRule = keyof typeof RULES;

export function allows(rule: AccessRule, principal: Principal): boolean {
  return RULES[rule](principal);
}
