import { accountRoutes } from '@performa/contracts/routes/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Emails the person (by account id) a new link to set their password (7 days, once); their older
 * links stop working (docs/product.md §2.9). Another admin's account: super admin only (403).
 */
export const resendInvitation = (accountId: number) => api.call(accountRoutes.resendInvitation, { params: { id: accountId } });

/** The mutation; nothing to invalidate (no list shows invitations). */
export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}
