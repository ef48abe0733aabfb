import type { RouteInput } from '@performa/contracts/routes/define';
import { resultRoutes } from '@performa/contracts/routes/results';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateCards } from './keys.ts';

export type CardReviewInput = RouteInput<typeof resultRoutes.reviewPerformanceCard>['body'];

/** The employee's acknowledgement of the card, or a comment (the employee, their manager, an admin). */
export const reviewPerformanceCard = (body: CardReviewInput) => api.call(resultRoutes.reviewPerformanceCard, { body });

/** A review refreshes the card (its reviews); the form shows refusals itself. */
export function useReviewPerformanceCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: reviewPerformanceCard, onSuccess: () => invalidateCards(client), meta: { silent: true } });
}
