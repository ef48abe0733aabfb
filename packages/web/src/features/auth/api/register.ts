import type { authRoutes } from '@performa/contracts/routes/auth';
import type { RouteInput } from '@performa/contracts/routes/define';
import { api } from '../../../lib/api-client.ts';

export type RegisterInput = RouteInput<typeof authRoutes.register>['body'];

/** Registers a company with its super admin; the route's entry loads on use, like the sign-in's (ADR 7). */
export async function postRegister(body: RegisterInput) {
  const { authRoutes } = await import('@performa/contracts/routes/auth');
  return api.call(authRoutes.register, { body });
}
