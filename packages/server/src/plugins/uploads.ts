import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, FieldError } from '../lib/errors.ts';
import { importSlots, type ImportFile } from '../lib/import-slots.ts';
import { contextOf } from './auth.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface Upload {
  filename: string;
  bytes: Buffer;
}

const tooLarge = () => new AppError(413, 'payload_too_large', 'errors.payloadTooLarge');

/**
 * The bytes of an uploaded file, in one buffer of the size the request announces (its Content-Length
 * bounds the file; at most MAX_UPLOAD_BYTES), filled as the chunks arrive: the file is held once,
 * rather than as its chunks and then as their concatenation. A larger file grows the buffer.
 */
async function bytesOf(part: MultipartFile, announced: number): Promise<Buffer> {
  let buffer = Buffer.allocUnsafe(Math.max(0, Math.min(announced, MAX_UPLOAD_BYTES)));
  let used = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (part.file.truncated) throw tooLarge();
    if (used + chunk.length > buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(used + chunk.length, buffer.length * 2, 64 * 1024));
      buffer.copy(grown, 0, 0, used);
      buffer = grown;
    }
    used += chunk.copy(buffer, used);
  }
  if (part.file.truncated) throw tooLarge();
  return buffer.subarray(0, used);
}

/**
 * Reads the one file of a multipart request (field `file`); over MAX_UPLOAD_BYTES answers 413. With
 * `preallocate`, the file goes into one buffer of the announced size (for imports, whose number at
 * once is bounded by their slots; other uploads keep only what has arrived).
 */
export async function readUpload(request: FastifyRequest, field = 'file', preallocate = false): Promise<Upload> {
  if (!request.isMultipart()) throw new FieldError({ [field]: ['validation.required'] });
  try {
    const part = await request.file();
    // The file is taken from its own field only, never from whichever field comes first.
    if (!part || part.fieldname !== field) throw new FieldError({ [field]: ['validation.required'] });
    const bytes = preallocate ? await bytesOf(part, Number(request.headers['content-length']) || 0) : await part.toBuffer();
    if (bytes.length === 0) throw new FieldError({ [field]: ['validation.required'] });
    return { filename: part.filename ?? '', bytes };
  } catch (error) {
    if (error instanceof AppError || error instanceof FieldError) throw error;
    // A body cut short, a boundary that matches no part, too many parts: the multipart parser's errors.
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw new FieldError({ [field]: ['validation.uploadMalformed'] });
  }
}

/**
 * The one way an import route reads its file and runs its import (ADR 11): it first takes one of the
 * caller's company's import slots (lib/import-slots.ts), so that an import over the bounds is refused
 * at once (429) before its upload is even read; then it reads the upload and runs the import with it,
 * and gives the slot back when the import is done, whatever its outcome. Import services take an
 * ImportFile, which only this makes (lib/sheet-import.ts checks that its slot is held).
 */
export async function importUpload<T>(request: FastifyRequest, run: (file: ImportFile) => Promise<T>): Promise<T> {
  const slot = importSlots.take(contextOf(request).actor.companyId);
  try {
    const upload = await readUpload(request, 'file', true);
    return await run({ ...upload, slot });
  } finally {
    slot.release();
  }
}
