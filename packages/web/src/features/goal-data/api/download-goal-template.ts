import { goalDataRoutes } from '@performa/contracts/routes/goal-data';
import { api } from '../../../lib/api-client.ts';

/** The goal import's template (its columns, no rows). */
export const downloadGoalTemplate = (format: 'xlsx' | 'csv') => api.downloadFrom(goalDataRoutes.goalTemplate, { query: { format } });
