import { projectRoutes as api } from '@performa/contracts/routes/organisation';
import { contextOf } from '../plugins/auth.ts';
import { listProjects } from '../services/projects/projects.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

/** The projects of the caller's company (the project selector). */
export const wizardRoutes: RouteModule = (app) => {
  serve(app, api.listProjects, (request) => listProjects(contextOf(request)));
};
