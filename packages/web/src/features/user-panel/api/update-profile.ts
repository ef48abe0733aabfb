import { accountRoutes } from '@performa/contracts/routes/account';
import type { RouteInput } from '@performa/contracts/routes/define';
import { api } from '../../../lib/api-client.ts';

export const updateProfile = (id: number, body: RouteInput<typeof accountRoutes.updateProfile>['body']) =>
  api.call(accountRoutes.updateProfile, { params: { id }, body });
