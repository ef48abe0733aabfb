import type { QueryClient } from '@tanstack/react-query';
import { projectSelection } from '../../../lib/project-selection.ts';

const project = () => projectSelection.get() ?? 'none';

/** Query keys of the performance card; all start with 'performance-card' and the selected project. */
export const cardKeys = {
  all: () => ['performance-card', project()] as const,
  card: (employee: number, period: number) => ['performance-card', project(), 'card', employee, period] as const,
};

/** Refreshes every card read (after a review). */
export const invalidateCards = (client: QueryClient) => client.invalidateQueries({ queryKey: cardKeys.all() });
