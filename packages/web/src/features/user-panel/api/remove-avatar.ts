import type { UserPanel } from '@performa/contracts/api/employees';
import { api } from '../../../lib/api-client.ts';

export const removeAvatar = (id: number) => api.delete<UserPanel>(`/account/edit-avatar/${id}/`);
