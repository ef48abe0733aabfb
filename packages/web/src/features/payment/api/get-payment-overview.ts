import { billingRoutes } from '@performa/contracts/routes/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentKeys } from './keys.ts';

/** The company's package now, its payments (newest first), the plans on offer and the bank details (account/payment/). */
export const getPaymentOverview = () => api.call(billingRoutes.paymentOverview, {});

/**
 * Read each time the screen opens: the operator may have accepted or rejected a request meanwhile. The
 * screen shows a failed read itself.
 */
export const paymentOverviewQuery = () =>
  queryOptions({ queryKey: paymentKeys.overview(), queryFn: getPaymentOverview, staleTime: 0, refetchOnMount: 'always', meta: { silent: true } });

export const usePaymentOverview = () => useQuery(paymentOverviewQuery());
