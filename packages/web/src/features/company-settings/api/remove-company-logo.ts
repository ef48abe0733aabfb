import { companyRoutes } from '@performa/contracts/routes/organisation';
import { api } from '../../../lib/api-client.ts';

export const removeCompanyLogo = () => api.call(companyRoutes.removeCompanyLogo, {});
