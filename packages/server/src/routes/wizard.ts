import { projectListSchema } from '@performa/contracts/api/auth';
import { contextOf } from '../plugins/auth.ts';
import { listProjects } from '../services/projects/projects.ts';
import { authErrors, type RouteModule } from './types.ts';

export const wizardRoutes: RouteModule = (app) => {
  app.get('/wizard/projects/', {
    schema: { tags: ['wizard'], summary: 'The projects of the caller’s company', response: { 200: projectListSchema, ...authErrors } },
    handler: (request) => listProjects(contextOf(request)),
  });
};
