import type { Principal } from '@performa/contracts/access';
import { describe, expect, it } from 'vitest';
import { decideAccess } from './access.ts';
import { APP_ROUTES, routeFor } from './route-table.ts';

const principal = (role: Principal['role'], packageActive = true, permissions: string[] = []): Principal => ({
  role,
  packageActive,
  permissions,
});

/** Which concrete paths a principal may open (docs/product.md §7). */
function allowedPaths(p: Principal): string[] {
  return PATHS.filter((path) => decideAccess(routeFor(path)!.rule, routeFor(path)!.refusal, p).kind === 'allow');
}

const EVERYONE = ['/', '/user-panel/5', '/evaluate', '/evaluate/goal/3', '/evaluate/skill/3'];
/** Everyone signed in with an active package; the server decides whose (the performance card: admins, the employee, their direct manager). */
const PERSON = ['/performance-card/4/2'];
const SUPER_ADMIN_ACTIVE = ['/wizard', '/company-settings', '/admin-settings', '/projects'];
const MANAGEMENT = [
  '/departments',
  '/positional-chart',
  '/performance-panel',
  '/user-skill-performance/4',
  '/user-goal-performance/4',
  '/users',
  '/users/terminated-users',
  '/evaluations',
  '/goal-evaluation/4/1',
  '/user-evaluations/4/1',
  '/evaluations/evaluation-details/9',
  '/reporting',
  '/periods',
];
const PATHS = [...EVERYONE, ...PERSON, '/payment', ...SUPER_ADMIN_ACTIVE, ...MANAGEMENT, '/goals', '/competencies'];

describe('route table', () => {
  it('registers every route of docs/product.md §7 once', () => {
    expect(APP_ROUTES).toHaveLength(PATHS.length);
    for (const path of PATHS) expect(routeFor(path), path).toBeDefined();
    expect(new Set(PATHS.map((p) => routeFor(p)!.path)).size).toBe(PATHS.length);
  });
});

describe('route guards', () => {
  it('super admin with package reaches everything', () => {
    expect(allowedPaths(principal('super_admin'))).toEqual(PATHS);
  });

  it('admin with package reaches everything but the super admin screens', () => {
    expect(allowedPaths(principal('admin'))).toEqual([...EVERYONE, ...PERSON, ...MANAGEMENT, '/goals', '/competencies']);
  });

  it('a user without codes reaches only the everyone screens and, with a package, the performance card', () => {
    expect(allowedPaths(principal('user'))).toEqual([...EVERYONE, ...PERSON]);
    expect(allowedPaths(principal('user', false))).toEqual(EVERYONE);
    expect(decideAccess(routeFor('/performance-card/4/2')!.rule, routeFor('/performance-card/4/2')!.refusal, principal('user', false))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('goal codes open Goals, skill codes open Competencies', () => {
    expect(allowedPaths(principal('user', true, ['dgv']))).toEqual([...EVERYONE, ...PERSON, '/goals']);
    expect(allowedPaths(principal('user', true, ['dge']))).toEqual([...EVERYONE, ...PERSON, '/goals']);
    expect(allowedPaths(principal('user', true, ['dsv']))).toEqual([...EVERYONE, ...PERSON, '/competencies']);
    expect(allowedPaths(principal('user', true, ['dse', 'dge']))).toEqual([...EVERYONE, ...PERSON, '/goals', '/competencies']);
  });

  it('a super admin without package keeps payment and is sent to /payment from package screens', () => {
    const p = principal('super_admin', false);
    expect(allowedPaths(p)).toEqual([...EVERYONE, '/payment']);
    for (const path of [...PERSON, ...SUPER_ADMIN_ACTIVE, ...MANAGEMENT, '/goals', '/competencies']) {
      expect(decideAccess(routeFor(path)!.rule, routeFor(path)!.refusal, p), path).toEqual({ kind: 'redirect', to: '/payment' });
    }
  });

  it('role-refused screens send to /, code-refused screens show no access', () => {
    const user = principal('user');
    expect(decideAccess(routeFor('/departments')!.rule, routeFor('/departments')!.refusal, user)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess(routeFor('/payment')!.rule, routeFor('/payment')!.refusal, principal('admin'))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideAccess(routeFor('/goals')!.rule, routeFor('/goals')!.refusal, user)).toEqual({ kind: 'no-access' });
    expect(decideAccess(routeFor('/competencies')!.rule, routeFor('/competencies')!.refusal, principal('user', true, ['dge']))).toEqual({
      kind: 'no-access',
    });
  });

  it('package screens refuse an admin whose package ended', () => {
    expect(allowedPaths(principal('admin', false))).toEqual(EVERYONE);
  });
});
