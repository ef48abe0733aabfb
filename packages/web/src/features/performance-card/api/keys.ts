import type { QueryClient } from '@tanstack/react-query';
import { familyKeys } from '../../../api/keys.ts';

/** Query keys of the performance card; all start with 'performance-card' and the selected project. */
export const cardKeys = {
  all: familyKeys.performanceCard,
  card: (employee: number, period: number) => [...familyKeys.performanceCard(), 'card', employee, period] as const,
};

/** Refreshes every card read (after a review). */
export const invalidateCards = (client: QueryClient) => client.invalidateQueries({ queryKey: cardKeys.all() });
