import { accountRoutes as account } from '@performa/contracts/routes/account';
import { authRoutes as auth } from '@performa/contracts/routes/auth';
import { withRetryAfter } from '../lib/retry-later.ts';
import { contextOf } from '../plugins/auth.ts';
import { getMe, getPermissionRecord } from '../services/accounts/me.ts';
import { register } from '../services/accounts/register.ts';
import { logout } from '../services/accounts/tokens.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

/** Registration, logout, the current user and their permission record. */
export const accountRoutes: RouteModule = (app, deps) => {
  serve(app, auth.register, (request, reply) => withRetryAfter(reply, () => register(deps, request.body, { address: request.ip })));
  serve(app, auth.logout, (request) => logout(deps, contextOf(request).actor.accountId, request.body.refresh));
  serve(app, account.me, (request) => getMe(contextOf(request)));
  serve(app, account.permissionRecord, (request) => getPermissionRecord(contextOf(request)));
};
