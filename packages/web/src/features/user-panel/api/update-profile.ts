import type { ProfileBody, UserPanel } from '@performa/contracts/api/employees';
import { api } from '../../../lib/api-client.ts';

export const updateProfile = (id: number, body: ProfileBody) => api.put<UserPanel>(`/account/user-panel/${id}/`, body);
