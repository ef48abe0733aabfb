import { adminDashboardSchema, dashboardQuerySchema, myDashboardSchema, projectDetailsSchema, topTenQuerySchema, topTenSchema } from '../api/dashboards.ts';
import { authErrors, fieldErrors } from './answers.ts';
import { route } from './define.ts';

/**
 * The dashboards (docs/product.md §7.9). The admin dashboard, the ranked lists and the project's counts are
 * admins' (management, in their department scope); a person's own dashboard is everyone's with an active
 * package (what it shows of others follows the results rules: their direct reports' scores once visible,
 * the department's top 10 only where the project shows it and only of released rounds).
 */
const tags = ['dashboards'];
const management = 'management';
const errors = { ...fieldErrors, ...authErrors };

export const dashboardRoutes = {
  adminDashboard: route({
    method: 'GET',
    path: '/main/dashboard/',
    access: management,
    tags,
    summary:
      'The admin dashboard of a round: its progress (overall, per party, per department), the evaluators with most to do, goal setting, the distribution over the grades against the targets, department means and the mean per period',
    query: dashboardQuerySchema,
    status: 200,
    response: adminDashboardSchema,
    errors,
  }),
  topTen: route({
    method: 'GET',
    path: '/main/topten/',
    access: management,
    tags,
    summary: 'Top 10 and bottom 10 of a round by the score that counts (after calibration when set, else final), ties shown as ties',
    query: topTenQuerySchema,
    status: 200,
    response: topTenSchema,
    errors,
  }),
  skillTopTen: route({
    method: 'GET',
    path: '/wizard/topten/',
    access: management,
    tags,
    summary: 'Top 10 and bottom 10 of a round by skill overall',
    query: topTenQuerySchema,
    status: 200,
    response: topTenSchema,
    errors,
  }),
  goalTopTen: route({
    method: 'GET',
    path: '/goals/topten/',
    access: management,
    tags,
    summary: 'Top 10 and bottom 10 of a round by goal overall',
    query: topTenQuerySchema,
    status: 200,
    response: topTenSchema,
    errors,
  }),
  projectDetails: route({
    method: 'GET',
    path: '/wizard/project-details/',
    access: management,
    tags,
    summary: 'The selected project’s counts: departments, positions, employees, periods, rounds, evaluations by state, goals, competencies',
    status: 200,
    response: projectDetailsSchema,
    errors: authErrors,
  }),
  myDashboard: route({
    method: 'GET',
    path: '/main/my-dashboard/',
    access: 'activePackage',
    tags,
    summary:
      'The caller’s own dashboard: evaluations to do, goals of the current round, competencies against their norms, direct reports’ progress and scores, the department’s top 10 where shown',
    status: 200,
    response: myDashboardSchema,
    errors: authErrors,
  }),
};
