import { dashboardRoutes as api } from '@performa/contracts/routes/dashboards';
import { contextOf } from '../plugins/auth.ts';
import { myDashboard } from '../services/dashboards/my-dashboard.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

/** Dashboards (docs/product.md §7.9): the user side, a person's own dashboard (main/my-dashboard/). */
export const dashboardUserRoutes: RouteModule = (app) => {
  serve(app, api.myDashboard, (request) => myDashboard(contextOf(request)));
};
