import { dashboardRoutes as api } from '@performa/contracts/routes/dashboards';
import { myDashboard } from '../services/dashboards/my-dashboard.ts';
import { kept } from './kept.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

/** Dashboards (docs/product.md §7.9): the user side, a person's own dashboard (main/my-dashboard/), kept briefly (ADR 33). */
export const dashboardUserRoutes: RouteModule = (app) => {
  serve(app, api.myDashboard, (request, reply) => kept(request, reply, 'my-dashboard', null, myDashboard));
};
