import type { PaymentStatus } from '@performa/contracts/api/payment';

/** The payments list's filter as the screen keeps it: a status (null: every one) and the search. */
export interface PaymentFilter {
  status: PaymentStatus | null;
  search: string;
}

/**
 * Query keys of the operator's screen (no company, no project): one invalidation of 'operator' refreshes
 * every read, and signing out drops them all.
 */
export const operatorKeys = {
  all: () => ['operator'] as const,
  status: () => ['operator-status'] as const,
  payments: () => ['operator', 'payments'] as const,
  paymentList: (filter: PaymentFilter) => ['operator', 'payments', filter] as const,
  plans: () => ['operator', 'plans'] as const,
  settings: () => ['operator', 'settings'] as const,
};
