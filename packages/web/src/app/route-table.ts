import type { AccessRule } from '@performa/contracts/access';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { lazyPage } from '../lib/lazy-page.ts';
import type { Refusal } from './access.ts';

export interface AppRoute {
  /** react-router path pattern. */
  path: string;
  /** The rule of @performa/contracts/access that the user must pass (docs/product.md §1.6, §7). */
  rule: AccessRule;
  refusal: Refusal;
  /** Lazily loaded: the login page's bundle holds none of the screens. */
  page: ComponentType;
  /** Starts loading the page's module (the same import `page` makes when it first renders). */
  load: () => Promise<unknown>;
}

const route = (path: string, rule: AccessRule, refusal: Refusal, importPage: () => Promise<{ default: ComponentType }>): AppRoute => {
  const { Page, load } = lazyPage(importPage);
  return { path, rule, refusal, page: Page, load };
};

/** Every signed-in route of docs/product.md §7 with its guard. The auth pages are public (see router.tsx). */
export const APP_ROUTES: readonly AppRoute[] = [
  // Everyone signed in.
  route('/', 'authenticated', 'home', () => import('./routes/dashboard.tsx')),
  route('/user-panel/:id', 'authenticated', 'home', () => import('./routes/user-panel.tsx')),
  route('/evaluate', 'authenticated', 'home', () => import('./routes/evaluate.tsx')),
  route('/evaluate/goal/:id', 'authenticated', 'home', () => import('./routes/evaluate-goal.tsx')),
  route('/evaluate/skill/:id', 'authenticated', 'home', () => import('./routes/evaluate-skill.tsx')),
  // Admins, and the employee themself and their direct manager (the server answers 404 to anyone else; ADR 23).
  route('/performance-card/:id/:period', 'activePackage', 'home', () => import('./routes/performance-card.tsx')),
  // Super admin: payment always, the rest with an active package.
  route('/payment', 'superAdmin', 'home', () => import('./routes/payment.tsx')),
  route('/wizard', 'superAdminActive', 'home', () => import('./routes/wizard.tsx')),
  route('/company-settings', 'superAdminActive', 'home', () => import('./routes/company-settings.tsx')),
  route('/admin-settings', 'superAdminActive', 'home', () => import('./routes/admin-settings.tsx')),
  route('/projects', 'superAdminActive', 'home', () => import('./routes/projects.tsx')),
  // Admin or super admin with an active package.
  route('/departments', 'management', 'home', () => import('./routes/departments.tsx')),
  route('/positional-chart', 'management', 'home', () => import('./routes/positional-chart.tsx')),
  route('/performance-panel', 'management', 'home', () => import('./routes/performance-panel.tsx')),
  route('/user-skill-performance/:id', 'management', 'home', () => import('./routes/user-skill-performance.tsx')),
  route('/user-goal-performance/:id', 'management', 'home', () => import('./routes/user-goal-performance.tsx')),
  route('/users', 'management', 'home', () => import('./routes/users.tsx')),
  route('/users/terminated-users', 'management', 'home', () => import('./routes/terminated-users.tsx')),
  route('/evaluations', 'management', 'home', () => import('./routes/evaluations.tsx')),
  route('/goal-evaluation/:employee_id/:frequency_id', 'management', 'home', () => import('./routes/goal-evaluation.tsx')),
  route('/user-evaluations/:employee_id/:frequency_id', 'management', 'home', () => import('./routes/user-evaluations.tsx')),
  route('/evaluations/evaluation-details/:id', 'management', 'home', () => import('./routes/evaluation-details.tsx')),
  route('/reporting', 'management', 'home', () => import('./routes/reporting.tsx')),
  route('/periods', 'management', 'home', () => import('./routes/periods.tsx')),
  // Management, or a user holding the goal (dge, dgv) or skill (dse, dsv) permission codes.
  route('/goals', 'goalsView', 'no-access', () => import('./routes/goals.tsx')),
  route('/competencies', 'skillsView', 'no-access', () => import('./routes/competencies.tsx')),
];

/** The route a concrete path (query string allowed) belongs to. */
export function routeFor(target: string): AppRoute | undefined {
  const pathname = target.split('?')[0] ?? target;
  return APP_ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));
}
