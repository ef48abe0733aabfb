import { companyRoutes } from '@performa/contracts/routes/organisation';
import { api } from '../../../lib/api-client.ts';

/** Uploads the logo (multipart field "file"; PNG, JPEG or WebP, at most 2 MB). */
export const uploadCompanyLogo = (file: File) => api.uploadTo(companyRoutes.uploadCompanyLogo, {}, file, file.name);
