import { employeeRoutes } from '@performa/contracts/routes/people';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * A fresh one-time invitation link for an employee without a password (7 days, once), answered here
 * instead of emailed (docs/product.md §2.9, ADR 28); the person's older links stop working. Someone
 * who has set a password: 409.
 */
export const createInvitationLink = (employeeId: number) => api.call(employeeRoutes.invitationLink, { params: { id: employeeId } });

/** The mutation; nothing to invalidate (the list changes only once the person has set a password). */
export function useCreateInvitationLink() {
  return useMutation({ mutationFn: createInvitationLink });
}
