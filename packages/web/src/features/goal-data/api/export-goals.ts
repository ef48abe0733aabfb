import { goalDataRoutes } from '@performa/contracts/routes/goal-data';
import { api } from '../../../lib/api-client.ts';

/** The personal goals (the import's columns and the score) as a file: of one period, or of every period when null. */
export const exportGoals = (format: 'xlsx' | 'csv', period: number | null) => api.downloadFrom(goalDataRoutes.exportGoals, { query: { format, period } });
