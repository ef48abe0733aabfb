import type { RegisterBody, RegisterResponse } from '@performa/contracts/api/auth';
import { api } from '../../../lib/api-client.ts';

export const postRegister = (body: RegisterBody) => api.post<RegisterResponse>('/account/register/', body, { auth: false });
