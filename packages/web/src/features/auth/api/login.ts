import type { TokenBody, TokenPair } from '@performa/contracts/api/auth';
import { api } from '../../../lib/api-client.ts';
import { loadSession, signIn, type SessionOutcome } from '../../../lib/session.ts';

export const postToken = (body: TokenBody) => api.post<TokenPair>('/token/', body, { auth: false });

/** Sign-in: exchange the credentials for tokens, keep them, then load the user and permission data. */
export async function signInWithPassword(body: TokenBody): Promise<SessionOutcome> {
  signIn(await postToken(body));
  return loadSession();
}
