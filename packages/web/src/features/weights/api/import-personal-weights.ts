import { weightRoutes } from '@performa/contracts/routes/weights';
import { api } from '../../../lib/api-client.ts';

/** The personal weights template (every active employee with their weights). */
export const personalWeightTemplate = (format: 'xlsx' | 'csv') => api.downloadFrom(weightRoutes.personalWeightTemplate, { query: { format } });

/** Imports personal weights from a file: all rows or none. */
export const importPersonalWeights = (file: File) => api.uploadTo(weightRoutes.importPersonalWeights, {}, file, file.name);
