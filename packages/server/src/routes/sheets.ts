import type { FastifyReply } from 'fastify';
import { CONTENT_TYPES, type SheetFormat } from '../lib/spreadsheets.ts';

/** Sends an XLSX or CSV file as a download. */
export function sendSheet(reply: FastifyReply, format: SheetFormat, name: string, bytes: Buffer) {
  return reply.type(CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="${name}.${format}"`).send(bytes);
}

/**
 * The content-disposition of a download whose name may hold any letter (a project's or period's name): an
 * ASCII `filename` for old clients (letters, digits, dot, dash and underscore) and the name itself as
 * `filename*` (RFC 6266, UTF-8 percent-encoded, RFC 5987).
 */
export function attachment(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^[-.]+|-$/g, '') || 'download';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
