import { eq } from 'drizzle-orm';
import { files } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, FieldError, notFound } from '../../lib/errors.ts';
import { detectImageType, MAX_IMAGE_BYTES } from '../../lib/images.ts';
import type { AppDeps } from '../deps.ts';

export const fileUrl = (id: string | null) => (id ? `/api/files/${id}` : null);

/** Checks an uploaded image (type from its bytes, size) and stores it for the company. Returns the file id. */
export async function storeImage(db: AppDeps['db'] | Tx, companyId: number, field: string, bytes: Buffer): Promise<string> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError(413, 'payload_too_large', 'errors.payloadTooLarge');
  const contentType = detectImageType(bytes);
  if (!contentType) throw new FieldError({ [field]: ['validation.imageType'] });
  const [row] = await db.insert(files).values({ companyId, contentType, bytes }).returning({ id: files.id });
  return row!.id;
}

export async function deleteFile(db: AppDeps['db'] | Tx, id: string | null) {
  if (id) await db.delete(files).where(eq(files.id, id));
}

/** A stored file by its unguessable id (public: images are shown with <img src>). */
export async function readFile(deps: AppDeps, id: string) {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw notFound();
  const [row] = await deps.db.select({ contentType: files.contentType, bytes: files.bytes }).from(files).where(eq(files.id, id));
  if (!row) throw notFound();
  return row;
}
