import type { authRoutes } from '@performa/contracts/routes/auth';
import type { RouteInput } from '@performa/contracts/routes/define';
import { api } from '../../../lib/api-client.ts';
import { loadSession, signIn, type SessionOutcome } from '../../../lib/session.ts';

/**
 * "Forgot password?" and the one-time links that set a password (docs/product.md §7.1, ADR 18). The
 * route entries load on use, like the sign-in's (ADR 7).
 */
export type PasswordResetInput = RouteInput<typeof authRoutes.requestPasswordReset>['body'];
export type SetPasswordInput = RouteInput<typeof authRoutes.setPassword>['body'];

const routes = () => import('@performa/contracts/routes/auth').then((m) => m.authRoutes);

/** Asks for a reset link; the answer is the same whether an account uses the email or not. */
export async function requestPasswordReset(body: PasswordResetInput) {
  return api.call((await routes()).requestPasswordReset, { body });
}

/** Who a link is for; a field error on `token` when it has expired or was used. */
export async function checkPasswordLink(token: string) {
  return api.call((await routes()).checkPasswordLink, { body: { token } });
}

/** Sets the password through a link, then signs in with the token pair it answers. */
export async function setPasswordAndSignIn(body: SetPasswordInput): Promise<SessionOutcome> {
  signIn(await api.call((await routes()).setPassword, { body }));
  return loadSession();
}
