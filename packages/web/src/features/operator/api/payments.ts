import { operatorRoutes } from '@performa/contracts/routes/operator';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operatorKeys, type PaymentFilter } from './keys.ts';
import { operatorCall } from './operator-client.ts';

/** Every company's payments of the filter, waiting ones first, then the newest. */
export const useOperatorPayments = (filter: PaymentFilter) =>
  useQuery({
    queryKey: operatorKeys.paymentList(filter),
    queryFn: () => operatorCall(operatorRoutes.operatorPayments, { query: { status: filter.status ?? undefined, search: filter.search || undefined } }),
    select: (answer) => answer.payments,
    placeholderData: keepPreviousData,
  });
