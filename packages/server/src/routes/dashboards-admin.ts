import { dashboardRoutes as api } from '@performa/contracts/routes/dashboards';
import { contextOf } from '../plugins/auth.ts';
import { adminDashboard } from '../services/dashboards/admin-dashboard.ts';
import { projectDetails } from '../services/dashboards/project-details.ts';
import { topTen } from '../services/dashboards/top-ten.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

/**
 * Dashboards (docs/product.md §7.9): the admin side. The admin dashboard of a round, the top 10 and
 * bottom 10 by the score that counts, by skill overall and by goal overall, and the project's counts, all
 * in the admin's department scope.
 */
export const dashboardAdminRoutes: RouteModule = (app) => {
  serve(app, api.adminDashboard, (request) => adminDashboard(contextOf(request), request.query));
  serve(app, api.topTen, (request) => topTen(contextOf(request), request.query, 'score'));
  serve(app, api.skillTopTen, (request) => topTen(contextOf(request), request.query, 'skill'));
  serve(app, api.goalTopTen, (request) => topTen(contextOf(request), request.query, 'goal'));
  serve(app, api.projectDetails, (request) => projectDetails(contextOf(request)));
};
