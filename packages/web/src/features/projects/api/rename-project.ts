import type { RouteInput } from '@performa/contracts/routes/define';
import { projectRoutes } from '@performa/contracts/routes/organisation';
import { api } from '../../../lib/api-client.ts';

export const renameProject = (id: number, body: RouteInput<typeof projectRoutes.renameProject>['body']) =>
  api.call(projectRoutes.renameProject, { params: { id }, body });
