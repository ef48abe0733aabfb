import { errorSchema } from '@performa/contracts/api/common';
import { importRefusedSchema } from '@performa/contracts/api/employees';
import type { FastifyReply } from 'fastify';
import { CONTENT_TYPES, type SheetFormat } from '../lib/spreadsheets.ts';

/** Sends an XLSX or CSV file as a download. */
export function sendSheet(reply: FastifyReply, format: SheetFormat, name: string, bytes: Buffer) {
  return reply.type(CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="${name}.${format}"`).send(bytes);
}

/** What a download answers, for the OpenAPI document. */
export const sheetProduces = Object.values(CONTENT_TYPES);

export const tooLarge = { 413: errorSchema.describe('File too large (10 MB at most)') } as const;

/** What every import can answer besides its result (ADR 11): too large, changed meanwhile, refused rows, busy. */
export const importAnswers = {
  ...tooLarge,
  409: errorSchema.describe('Someone changed the same data while the file was imported: nothing was imported'),
  422: importRefusedSchema,
  429: errorSchema.describe('Too many imports at once for the company or the server, or too many requests'),
} as const;
