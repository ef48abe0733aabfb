import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { tenant, XLSX_TYPE, type Tenant } from '../helpers/tenant.ts';

/**
 * Compressed answers (ADR 37): JSON of a kilobyte or more in brotli or gzip as the client accepts,
 * the same bytes once decoded; small answers and downloads as they are; the web app's files from the
 * copies the build compressed.
 */
const decode = (encoding: string | undefined, bytes: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;

let t: TestApp;
let acme: Tenant;
let webDist: string;
const SCRIPT = `console.log(${JSON.stringify('performa '.repeat(400))});\n`;
const INDEX = `<!doctype html><html><head><title>Performa</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  // A web build as vite writes it: each text file with its .br and .gz copies.
  webDist = mkdtempSync(path.join(tmpdir(), 'performa-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  for (const [file, text] of [
    ['index.html', INDEX],
    ['assets/app-1234.js', SCRIPT],
  ] as const) {
    writeFileSync(path.join(webDist, file), text);
    writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(text));
  }
  t = await createTestApp({ WEB_DIST_DIR: webDist });
  acme = await tenant(t);
});
afterAll(() => t.close());

describe('compressed answers (ADR 37)', () => {
  it('sends JSON of a kilobyte or more in brotli or gzip, the same bytes once decoded', async () => {
    for (const url of ['/api/docs/json', '/api/wizard/industries/']) {
      const plain = await call(t.app, 'GET', url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      for (const [accepted, expected] of [
        ['br', 'br'],
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const res = await call(t.app, 'GET', url, { headers: { 'accept-encoding': accepted } });
        expect(res.headers['content-encoding'], `${url} with ${accepted}`).toBe(expected);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(decode(expected, res.rawPayload).equals(plain.rawPayload)).toBe(true);
      }
    }
  });

  it('leaves small answers and downloads as they are', async () => {
    const health = await call(t.app, 'GET', '/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();

    const asked = await call(t.app, 'GET', '/api/wizard/import-users-from-csv/?format=xlsx', {
      token: acme.token,
      project: acme.projectId,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toBe(XLSX_TYPE);
    expect(asked.headers['content-encoding']).toBeUndefined();
    // The workbook itself (a zip), not a compressed stream of it. Two workbooks of the same rows may differ by a byte
    // (each carries the time it was written), so the bytes are not compared with another download.
    expect(asked.rawPayload.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
  });

  it("serves the web app's files from the build's compressed copies", async () => {
    for (const [url, text] of [
      ['/assets/app-1234.js', SCRIPT],
      ['/dashboard', INDEX],
    ] as const) {
      for (const encoding of ['br', 'gzip']) {
        const res = await call(t.app, 'GET', url, { headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        expect(decode(encoding, res.rawPayload).toString('utf8')).toBe(text);
      }
      const plain = await call(t.app, 'GET', url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.payload).toBe(text);
    }
  });
});
