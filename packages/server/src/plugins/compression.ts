import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this size an answer goes out as it is: compressing it saves less than it costs. */
const THRESHOLD_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript)|text\/(html|css|javascript|plain)|image\/svg\+xml)/;
/** The encodings answers go out in, the preferred first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
/** Brotli's quality: @fastify/compress's for answers made per request (fast); kept answers, compressed once, afford more. */
const KEPT_BROTLI_QUALITY = 6;

/**
 * Answers of a kilobyte or more in brotli or gzip, as the client accepts (ADR 37): JSON, text, scripts and styles;
 * the web app's built files have copies compressed at build time. Downloads (XLSX, PDF, ZIP) are compressed formats
 * already and go out as they are.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: [...ENCODINGS],
    threshold: THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}

/** The encoding a request accepts, as @fastify/compress chooses it (x-gzip and `*` read as gzip), or null for none. */
function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return null;
  const chosen = negotiate(header.toLowerCase().replace(/x-gzip|\*/g, 'gzip'), [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * A JSON answer made once and sent many times (a kept read, ADR 43): its bytes, and those bytes compressed for each
 * encoding a client has asked for, made on the first ask. Sending it costs no serialization and no compression.
 */
export class PreparedJson {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly json: Buffer) {}

  /** Sends it as the request accepts it, as the compression plugin would have (same bytes once decoded). */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const encoding = this.json.length < THRESHOLD_BYTES ? null : acceptedEncoding(request);
    if (encoding === null) return reply.send(this.json);
    return reply.header('content-encoding', encoding).send(this.as(encoding));
  }

  private as(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.json, {
              params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY },
            })
          : gzipSync(this.json);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}
