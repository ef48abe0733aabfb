import type { FastifyReply } from 'fastify';
import { CONTENT_TYPES, type SheetFormat } from '../lib/spreadsheets.ts';

/** Sends an XLSX or CSV file as a download. */
export function sendSheet(reply: FastifyReply, format: SheetFormat, name: string, bytes: Buffer) {
  return reply.type(CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="${name}.${format}"`).send(bytes);
}
