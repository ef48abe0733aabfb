import { billingRoutes } from '@performa/contracts/routes/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentKeys } from './keys.ts';

/** Cancels a payment request that is still waiting. */
export const cancelPayment = (id: number) => api.call(billingRoutes.cancelPayment, { params: { id } });

/**
 * The overview is read again afterwards, also after a refusal (409: the operator decided the request
 * meanwhile). The screen shows the refusal itself.
 */
export function useCancelPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelPayment,
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: paymentKeys.all() }),
  });
}
