import { describe, expect, it } from 'vitest';
import { allows, mayAssignRole, mayChangeAccount, placeInScope, scopeRoots, type AccessRule, type Principal } from './access.ts';

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
