import type { Company } from '@performa/contracts/api/organisation';
import { api } from '../../../lib/api-client.ts';

export const removeCompanyLogo = () => api.delete<Company>('/wizard/edit-company-logo/');
