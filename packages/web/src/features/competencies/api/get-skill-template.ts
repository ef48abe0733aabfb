import { competencyRoutes } from '@performa/contracts/routes/competencies';
import { api } from '../../../lib/api-client.ts';

/** The competency import template (XLSX or CSV). */
export const getSkillTemplate = (format: 'xlsx' | 'csv') => api.downloadFrom(competencyRoutes.skillTemplate, { query: { format } });
