import type { RouteInput } from '@performa/contracts/routes/define';
import { billingRoutes } from '@performa/contracts/routes/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentKeys } from './keys.ts';

export type PaymentRequestInput = RouteInput<typeof billingRoutes.requestPayment>['body'];

/** Chooses a plan: a payment request waiting for the operator's acceptance, with its reference. */
export const requestPayment = (body: PaymentRequestInput) => api.call(billingRoutes.requestPayment, { body });

/**
 * The overview is read again afterwards, also after a refusal (409: a request already waits, perhaps one
 * made in another tab). The screen shows the refusal itself.
 */
export function useRequestPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestPayment,
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: paymentKeys.all() }),
  });
}
