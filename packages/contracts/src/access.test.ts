import { describe, expect, it } from 'vitest';
import {
  allows,
  BOOLEANS,
  EVALUATION_REACH,
  mayAssignRole,
  mayChangeAccount,
  mayViewGoalScore,
  mayViewRoundScores,
  placeInScope,
  resultViewer,
  scopeRoots,
  type AccessRule,
  type Logic,
  type Principal,
  type ResultRelation,
} from './access.ts';

const principal = (role: Principal['role'], permissions: string[] = [], packageActive = true): Principal => ({ role, permissions, packageActive });

describe('the access rulebook (docs/product.md §1.6, §7)', () => {
  const table: Array<[string, Principal, Partial<Record<AccessRule, boolean>>]> = [
    [
      'super admin with package',
      principal('super_admin'),
      { superAdmin: true, superAdminActive: true, management: true, goalsView: true, goalsEdit: true, skillsView: true },
    ],
    ['super admin without package', principal('super_admin', [], false), { superAdmin: true, superAdminActive: false, management: false, goalsView: false }],
    ['admin', principal('admin'), { superAdmin: false, superAdminActive: false, management: true, goalsView: true, skillsEdit: true }],
    ['admin without package', principal('admin', [], false), { management: false, skillsView: false }],
    ['user', principal('user'), { management: false, goalsView: false, skillsView: false, superAdmin: false }],
    ['user with dgv', principal('user', ['dgv']), { goalsView: true, goalsEdit: false, skillsView: false }],
    ['user with dge', principal('user', ['dge']), { goalsView: true, goalsEdit: true }],
    ['user with dsv', principal('user', ['dsv']), { skillsView: true, skillsEdit: false, goalsView: false }],
    ['user with dse but no package', principal('user', ['dse'], false), { skillsView: false, authenticated: true }],
  ];
  it.each(table)('%s', (_name, who, expected) => {
    for (const [rule, result] of Object.entries(expected)) expect(allows(rule as AccessRule, who), rule).toBe(result);
  });
});

describe('the row rules', () => {
  it('reads a department scope: only a limited admin is limited, and an empty list reaches nothing', () => {
    expect(scopeRoots('admin', { all_departments: true, departments: [] })).toBeNull();
    expect(scopeRoots('admin', { all_departments: false, departments: [] })).toEqual([]);
    expect(scopeRoots('admin', { all_departments: false, departments: [3, 4] })).toEqual([3, 4]);
    expect(scopeRoots('super_admin', { all_departments: false, departments: [3] })).toBeNull();
    expect(scopeRoots('user', { all_departments: false, departments: [] })).toBeNull();
    expect(scopeRoots('', { all_departments: true, departments: [] })).toBeNull();
  });

  it('places a row inside a scope by any of its departments', () => {
    const scope = new Set([2, 5]);
    expect(placeInScope(null, null)).toBe(true);
    expect(placeInScope(scope, 1, 5)).toBe(true);
    expect(placeInScope(scope, 1, null)).toBe(false);
    expect(placeInScope(scope, undefined)).toBe(false);
    expect(placeInScope(new Set(), 2)).toBe(false);
  });

  it('lets a super admin change any account, anyone else their own and users’ only', () => {
    const admin = { id: 1, role: 'admin' as const };
    expect(mayChangeAccount(admin, { id: 1, role: 'admin' })).toBe(true);
    expect(mayChangeAccount(admin, { id: 2, role: 'user' })).toBe(true);
    expect(mayChangeAccount(admin, { id: 3, role: 'admin' })).toBe(false);
    expect(mayChangeAccount(admin, { id: 4, role: 'super_admin' })).toBe(false);
    expect(mayChangeAccount({ id: 9, role: 'super_admin' }, { id: 3, role: 'admin' })).toBe(true);
  });

  it('lets only a super admin change a role, and never hands out super admin', () => {
    expect(mayAssignRole({ role: 'admin' }, null, 'user')).toBe(true);
    expect(mayAssignRole({ role: 'admin' }, null, 'admin')).toBe(false);
    expect(mayAssignRole({ role: 'admin' }, 'admin', 'admin')).toBe(true);
    expect(mayAssignRole({ role: 'admin' }, 'admin', 'user')).toBe(false);
    expect(mayAssignRole({ role: 'super_admin' }, 'user', 'admin')).toBe(true);
    expect(mayAssignRole({ role: 'super_admin' }, 'user', 'super_admin')).toBe(false);
    expect(mayAssignRole({ role: 'super_admin' }, 'super_admin', 'super_admin')).toBe(true);
  });
});

describe('the reach of evaluations (docs/product.md §2.8, §5.1, §5.5)', () => {
  it('lets an admin reach every evaluation whose evaluatee lies in their department scope, in any state', () => {
    expect(EVALUATION_REACH.admin(BOOLEANS, { evaluatee_in_scope: true })).toBe(true);
    expect(EVALUATION_REACH.admin(BOOLEANS, { evaluatee_in_scope: placeInScope(new Set([2]), 1, 2) })).toBe(true);
    expect(EVALUATION_REACH.admin(BOOLEANS, { evaluatee_in_scope: placeInScope(new Set([2]), 1, null) })).toBe(false);
  });

  it('lets an evaluator reach only their own evaluations, activated and not terminated', () => {
    const own = { evaluator_is_caller: true, activated: true, terminated: false };
    expect(EVALUATION_REACH.evaluator(BOOLEANS, own)).toBe(true);
    expect(EVALUATION_REACH.evaluator(BOOLEANS, { ...own, evaluator_is_caller: false })).toBe(false);
    expect(EVALUATION_REACH.evaluator(BOOLEANS, { ...own, activated: false })).toBe(false);
    expect(EVALUATION_REACH.evaluator(BOOLEANS, { ...own, terminated: true })).toBe(false);
  });

  it('is written once over its connectives, so the server derives its SQL condition from the same rule', () => {
    const text: Logic<string> = { all: (...terms) => `(${terms.join(' and ')})`, not: (term) => `not (${term})` };
    expect(EVALUATION_REACH.evaluator(text, { evaluator_is_caller: 'caller', activated: 'activated', terminated: 'terminated' })).toBe(
      '(caller and activated and not (terminated))',
    );
    expect(EVALUATION_REACH.admin(text, { evaluatee_in_scope: 'in_scope' })).toBe('in_scope');
  });
});

describe('who sees which results (docs/product.md §5.6, §5.9)', () => {
  const nobody: ResultRelation = { self: false, direct_report: false, in_scope: true };
  const admin = { role: 'admin' as const };
  const user = { role: 'user' as const };

  it('names the viewer: an admin in scope first, then the person, then their direct manager; anyone else none', () => {
    expect(resultViewer(admin, nobody)).toBe('admin');
    expect(resultViewer({ role: 'super_admin' }, nobody)).toBe('admin');
    expect(resultViewer(admin, { ...nobody, self: true })).toBe('admin');
    expect(resultViewer(admin, { ...nobody, in_scope: false })).toBeNull();
    expect(resultViewer(admin, { ...nobody, in_scope: false, self: true })).toBe('self');
    expect(resultViewer(admin, { ...nobody, in_scope: false, direct_report: true })).toBe('manager');
    expect(resultViewer(user, nobody)).toBeNull();
    expect(resultViewer(user, { ...nobody, self: true })).toBe('self');
    expect(resultViewer(user, { ...nobody, direct_report: true })).toBe('manager');
  });

  it('shows a round to an admin always, to the person and their manager once released or when the project shows results before calibration', () => {
    for (const viewer of ['self', 'manager'] as const) {
      expect(mayViewRoundScores(viewer, { released: false }, false)).toBe(false);
      expect(mayViewRoundScores(viewer, { released: true }, false)).toBe(true);
      expect(mayViewRoundScores(viewer, { released: false }, true)).toBe(true);
    }
    expect(mayViewRoundScores('admin', { released: false }, false)).toBe(true);
  });

  it('hides the score of one’s own goal as the results rule hides its rounds, never someone else’s', () => {
    const ownGoal = { self: true, in_scope: true, released: false };
    expect(mayViewGoalScore(user, ownGoal, false)).toBe(false);
    expect(mayViewGoalScore(user, { ...ownGoal, released: true }, false)).toBe(true);
    expect(mayViewGoalScore(user, ownGoal, true)).toBe(true);
    expect(mayViewGoalScore(admin, ownGoal, false)).toBe(true);
    expect(mayViewGoalScore(admin, { ...ownGoal, in_scope: false }, false)).toBe(false);
    expect(mayViewGoalScore(user, { ...ownGoal, self: false }, false)).toBe(true);
  });
});
