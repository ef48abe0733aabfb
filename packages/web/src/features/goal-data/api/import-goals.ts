import { goalDataRoutes } from '@performa/contracts/routes/goal-data';
import { api } from '../../../lib/api-client.ts';

/** Imports personal goals from a file: all rows or none; a row matching an employee's goal updates it. */
export const importGoals = (file: File) => api.uploadTo(goalDataRoutes.importGoals, {}, file, file.name);
