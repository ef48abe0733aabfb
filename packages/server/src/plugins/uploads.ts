import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FieldError } from '../lib/errors.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface Upload {
  filename: string;
  bytes: Buffer;
}

/** Reads the one file of a multipart request (field `file`); over MAX_UPLOAD_BYTES answers 413. */
export async function readUpload(request: FastifyRequest, field = 'file'): Promise<Upload> {
  if (!request.isMultipart()) throw new FieldError({ [field]: ['validation.required'] });
  const part = await request.file();
  if (!part) throw new FieldError({ [field]: ['validation.required'] });
  const bytes = await part.toBuffer();
  if (bytes.length === 0) throw new FieldError({ [field]: ['validation.required'] });
  return { filename: part.filename ?? '', bytes };
}

/** The OpenAPI description of a multipart upload body (not validated by zod: read by readUpload). */
export const uploadSchema = {
  consumes: ['multipart/form-data'],
} as const;
