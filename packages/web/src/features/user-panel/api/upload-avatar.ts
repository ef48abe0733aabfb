import { accountRoutes } from '@performa/contracts/routes/account';
import { api } from '../../../lib/api-client.ts';

/** Uploads an avatar (multipart field "file"; PNG, JPEG or WebP, at most 2 MB). */
export const uploadAvatar = (id: number, file: File) => api.uploadTo(accountRoutes.uploadAvatar, { params: { id } }, file, file.name);
