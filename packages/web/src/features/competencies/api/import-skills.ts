import { competencyRoutes } from '@performa/contracts/routes/competencies';
import { api } from '../../../lib/api-client.ts';

/** Imports competencies with their positions' weights and norms from a file: all rows or none. */
export const importSkills = (file: File) => api.uploadTo(competencyRoutes.importSkills, {}, file, file.name);
