import { describe, expect, it } from 'vitest';
import { allows, type AccessRule, type Principal } from './access.ts';

const principal = (role: Principal['role'], permissions: string[] = [], packageActive = true): Principal => ({ role, permissions, packageActive });

describe('the access rulebook (seed §2, §6)', () => {
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
