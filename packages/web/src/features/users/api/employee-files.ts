import { employeeRoutes } from '@performa/contracts/routes/people';
import { api } from '../../../lib/api-client.ts';

/** The project's employees as a file (same columns as the import). */
export const exportEmployees = (format: 'xlsx' | 'csv') => api.downloadFrom(employeeRoutes.exportEmployees, { query: { format } });

/** The employee import template. */
export const employeeTemplate = (format: 'xlsx' | 'csv') => api.downloadFrom(employeeRoutes.employeeTemplate, { query: { format } });

/** Imports employees from a file: all rows or none; a re-import updates by employee number. */
export const importEmployees = (file: File) => api.uploadTo(employeeRoutes.importEmployees, {}, file, file.name);
