import type { TokenPair } from '@performa/contracts/api/auth';
import type { ChangePassword } from '@performa/contracts/api/employees';
import { api } from '../../../lib/api-client.ts';
import { tokens } from '../../../lib/tokens.ts';

/**
 * Changes the caller's password. The server signs out every other session and answers a new
 * token pair: it replaces the kept one, or this session would be signed out too.
 */
export async function changePassword(body: ChangePassword): Promise<void> {
  const pair = await api.post<TokenPair>('/account/change-password/', body);
  tokens.store(pair);
}
