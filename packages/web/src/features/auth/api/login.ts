import type { authRoutes } from '@performa/contracts/routes/auth';
import type { RouteInput } from '@performa/contracts/routes/define';
import { api } from '../../../lib/api-client.ts';
import { loadSession, signIn, type SessionOutcome } from '../../../lib/session.ts';

export type SignInBody = RouteInput<typeof authRoutes.signIn>['body'];

/**
 * Exchanges the credentials for a token pair. The route's entry (and zod with it) is imported on
 * use: the login page's first load carries neither (ADR 7).
 */
export async function postToken(body: SignInBody) {
  const { authRoutes } = await import('@performa/contracts/routes/auth');
  return api.call(authRoutes.signIn, { body });
}

/** Sign-in: exchange the credentials for tokens, keep them, then load the user and permission data. */
export async function signInWithPassword(body: SignInBody): Promise<SessionOutcome> {
  signIn(await postToken(body));
  return loadSession();
}
