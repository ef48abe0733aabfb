import { operatorRoutes } from '@performa/contracts/routes/operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorKeys } from './keys.ts';
import { operatorCall } from './operator-client.ts';

/**
 * Accepts a waiting payment (its dates set, the package turned to yes, the invoice numbered, the super
 * admin emailed) or rejects it with a reason; the list is read again. A payment no longer waiting is 409,
 * whose translated detail the screen shows.
 */
export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: number; accept: true } | { id: number; accept: false; reason: string }) =>
      decision.accept
        ? operatorCall(operatorRoutes.acceptPayment, { params: { id: decision.id } })
        : operatorCall(operatorRoutes.rejectPayment, { params: { id: decision.id }, body: { reason: decision.reason } }),
    // The screen shows the refusal (a toast).
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.payments() }),
  });
}
