import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { inviteAccounts } from '../accounts/password-links.ts';
import { accountInReach } from './user-panel.ts';

/**
 * "Resend invitation" of the users list (docs/product.md §7.1): a new invitation link for an account in
 * the admin's reach (department scope; another admin's account only for a super admin); its older
 * links stop working. An inactive account is not invited (404).
 */
export async function resendInvitation(ctx: ServiceContext, accountId: number): Promise<void> {
  await accountInReach(ctx, accountId, true);
  if ((await inviteAccounts(ctx, [accountId])) === 0) throw notFound();
}
