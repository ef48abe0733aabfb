import type { UserPanel } from '@performa/contracts/api/employees';
import { api } from '../../../lib/api-client.ts';

/** Uploads an avatar (multipart field "file"; PNG, JPEG or WebP, at most 2 MB). */
export const uploadAvatar = (id: number, file: File) => api.upload<UserPanel>(`/account/edit-avatar/${id}/`, file, file.name);
