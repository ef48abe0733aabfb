import { adminSettingsRoutes } from '@performa/contracts/routes/people';
import { api } from '../../../lib/api-client.ts';

/** Deletes the company and everything it owns; `confirmation` must be its exact name (else a field error). */
export const deleteCompany = (confirmation: string) => api.call(adminSettingsRoutes.deleteCompany, { body: { confirmation } });
