import { accountRoutes } from '@performa/contracts/routes/account';
import type { RouteInput } from '@performa/contracts/routes/define';
import { api } from '../../../lib/api-client.ts';
import { tokens } from '../../../lib/tokens.ts';

/**
 * Changes the caller's password. The server signs out every other session and answers a new
 * token pair: it replaces the kept one, or this session would be signed out too.
 */
export async function changePassword(body: RouteInput<typeof accountRoutes.changePassword>['body']): Promise<void> {
  tokens.store(await api.call(accountRoutes.changePassword, { body }));
}
