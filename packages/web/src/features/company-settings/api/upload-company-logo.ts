import type { Company } from '@performa/contracts/api/organisation';
import { api } from '../../../lib/api-client.ts';

/** Uploads the logo (multipart field "file"; PNG, JPEG or WebP, at most 2 MB). */
export const uploadCompanyLogo = (file: File) => api.upload<Company>('/wizard/edit-company-logo/', file, file.name);
