import { accountRoutes } from '@performa/contracts/routes/account';
import { api } from '../../../lib/api-client.ts';

export const removeAvatar = (id: number) => api.call(accountRoutes.removeAvatar, { params: { id } });
