import { authRoutes as api } from '@performa/contracts/routes/auth';
import { withRetryAfter } from '../lib/retry-later.ts';
import { refreshSession, signIn } from '../services/accounts/tokens.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

/** Sign-in and the token refresh (public). */
export const tokenRoutes: RouteModule = (app, deps) => {
  serve(app, api.signIn, (request, reply) => withRetryAfter(reply, () => signIn(deps, request.body.username, request.body.password, request.ip)));
  serve(app, api.refreshToken, (request) => refreshSession(deps, request.body.refresh));
};
