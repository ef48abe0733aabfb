import { dashboardRoutes as api } from '@performa/contracts/routes/dashboards';
import { adminDashboard } from '../services/dashboards/admin-dashboard.ts';
import { projectDetails } from '../services/dashboards/project-details.ts';
import { topTen } from '../services/dashboards/top-ten.ts';
import { kept } from './kept.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

/**
 * Dashboards (docs/product.md §7.9): the admin side. The admin dashboard of a round, the top 10 and
 * bottom 10 by the score that counts, by skill overall and by goal overall, and the project's counts, all
 * in the admin's department scope; each kept briefly (ADR 33).
 */
export const dashboardAdminRoutes: RouteModule = (app) => {
  serve(app, api.adminDashboard, (request, reply) => kept(request, reply, 'admin-dashboard', request.query, adminDashboard));
  serve(app, api.topTen, (request, reply) => kept(request, reply, 'top-ten', request.query, (ctx, query) => topTen(ctx, query, 'score')));
  serve(app, api.skillTopTen, (request, reply) => kept(request, reply, 'skill-top-ten', request.query, (ctx, query) => topTen(ctx, query, 'skill')));
  serve(app, api.goalTopTen, (request, reply) => kept(request, reply, 'goal-top-ten', request.query, (ctx, query) => topTen(ctx, query, 'goal')));
  serve(app, api.projectDetails, (request, reply) => kept(request, reply, 'project-details', null, projectDetails));
};
