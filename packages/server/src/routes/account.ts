import { accountRoutes as account } from '@performa/contracts/routes/account';
import { authRoutes as auth } from '@performa/contracts/routes/auth';
import { withRetryAfter } from '../lib/retry-later.ts';
import { contextOf } from '../plugins/auth.ts';
import { requestLanguage } from '../plugins/errors.ts';
import { getMe, getPermissionRecord, setLanguage } from '../services/accounts/me.ts';
import { checkPasswordLink, linkWorkSettled, requestPasswordReset, setPasswordWithLink } from '../services/accounts/password-links.ts';
import { register } from '../services/accounts/register.ts';
import { resendInvitation } from '../services/user-panel/invitations.ts';
import { logout } from '../services/accounts/tokens.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

/** Registration, logout, the current user and their permission record, language, and the one-time password links (ADR 18). */
export const accountRoutes: RouteModule = (app, deps) => {
  serve(app, auth.register, (request, reply) =>
    withRetryAfter(reply, () => register(deps, request.body, { address: request.ip, language: requestLanguage(request) })),
  );
  serve(app, auth.logout, (request) => logout(deps, contextOf(request).actor, request.body.refresh));
  serve(app, auth.requestPasswordReset, (request, reply) =>
    withRetryAfter(reply, () => requestPasswordReset(deps, request.body.email, { address: request.ip, language: requestLanguage(request) })),
  );
  serve(app, auth.checkPasswordLink, (request) => checkPasswordLink(deps, request.body.token));
  serve(app, auth.setPassword, (request) => setPasswordWithLink(deps, request.body));
  serve(app, account.me, (request) => getMe(contextOf(request)));
  serve(app, account.permissionRecord, (request) => getPermissionRecord(contextOf(request)));
  serve(app, account.setLanguage, (request) => setLanguage(contextOf(request), request.body));
  serve(app, account.resendInvitation, (request) => resendInvitation(contextOf(request), request.params.id));
  // The reset emails leave after their answers: closing the app waits for them.
  app.addHook('onClose', () => linkWorkSettled(deps));
};
