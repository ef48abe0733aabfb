import type { RouteInput } from '@performa/contracts/routes/define';
import { projectRoutes } from '@performa/contracts/routes/organisation';
import { api } from '../../../lib/api-client.ts';

export type ProjectInput = RouteInput<typeof projectRoutes.createProject>['body'];

export const createProject = (body: ProjectInput) => api.call(projectRoutes.createProject, { body });
