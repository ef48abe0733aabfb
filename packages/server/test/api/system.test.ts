import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';

describe('health, OpenAPI, security headers and errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get('/api-test/boom', async () => {
      throw new Error('connection string postgres://secret@db/internal failed');
    });
  });
  afterAll(() => t.close());

  it('GET /api/health answers with the database up', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('serves an OpenAPI document listing every endpoint with its errors', async () => {
    const res = await call(t.app, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/health',
      '/api/token/',
      '/api/token/refresh/',
      '/api/account/register/',
      '/api/account/logout/',
      '/api/account/me/',
      '/api/account/check-user-permission/',
      '/api/wizard/projects/',
      '/api/notifications/notifications/',
    ]) {
      expect(paths).toContain(p);
    }
    expect(Object.keys(doc.paths['/api/token/'].post.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(doc.paths['/api/account/register/'].post.requestBody.content['application/json'].schema).toBeDefined();
    const ui = await call(t.app, 'GET', '/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('describes what the API does: public routes without a token, X-Project-Id, 204s without a body, downloads by type', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).json();
    expect(doc.paths['/api/token/'].post.security).toEqual([]);
    expect(doc.paths['/api/account/register/'].post.security).toEqual([]);
    expect(doc.paths['/api/health'].get.security).toEqual([]);
    expect(doc.paths['/api/account/me/'].get.security).toBeUndefined(); // the document's default: bearer
    expect(doc.security).toEqual([{ bearer: [] }]);

    const header = doc.paths['/api/wizard/departments/'].get.parameters.find((p: { in: string }) => p.in === 'header');
    expect(header).toMatchObject({ name: 'x-project-id', required: false, schema: { type: 'integer', maximum: 2147483647 } });
    expect(doc.paths['/api/token/'].post.parameters ?? []).toEqual([]);

    const deleted = doc.paths['/api/wizard/departments/{id}/'].delete.responses['204'];
    expect(deleted.content).toBeUndefined();

    const download = doc.paths['/api/account/export-employees/'].get.responses;
    expect(Object.keys(download['200'].content)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv; charset=utf-8']);
    expect(Object.keys(download['403'].content)).toEqual(['application/json']);
    const pageOrFile = doc.paths['/api/wizard/all-personal-weights/'].get.responses['200'].content;
    expect(pageOrFile['application/json'].schema.$ref).toBe('#/components/schemas/PersonalWeightPage');
    expect(pageOrFile['text/csv; charset=utf-8'].schema).toEqual({ type: 'string', format: 'binary' });
    expect(Object.keys(doc.paths['/api/files/{id}'].get.responses['200'].content)).toEqual(['image/png', 'image/jpeg', 'image/webp']);
  });

  it('answers a known API path asked with another method with 405 and Allow', async () => {
    const res = await call(t.app, 'DELETE', '/api/account/me/', { lang: 'ru' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toEqual({ detail: 'Метод "DELETE" не разрешён.', code: 'method_not_allowed' });
    const put = await call(t.app, 'POST', '/api/wizard/departments/3/');
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('PUT, DELETE');
    expect((await call(t.app, 'DELETE', '/api/no-such-thing/')).statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    // Worked out once, on every answer: a refusal and an unknown path carry the same.
    for (const other of [await call(t.app, 'GET', '/api/account/me/'), await call(t.app, 'GET', '/api/no-such-thing/')]) {
      expect(other.statusCode).toBeGreaterThanOrEqual(400);
      for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options']) {
        expect(other.headers[name]).toBe(res.headers[name]);
      }
    }
  });

  it('hides internal error text in a 500', async () => {
    const res = await call(t.app, 'GET', '/api-test/boom', { lang: 'az' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toEqual({ detail: 'Xəta baş verdi, zəhmət olmasa bir az sonra yenidən cəhd edin.', code: 'server_error' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await call(t.app, 'GET', '/api/no-such-thing/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found any data', code: 'not_found' });
  });

  it('answers 503 when the database is unreachable', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await call(broken.app, 'GET', '/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: 'down' });
    await broken.close();
  });
});

describe('the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'performa-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Performa</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

  it('serves index.html for any non-API path (client-side routes)', async () => {
    for (const url of ['/', '/auth/login', '/performance-card/3/7?tab=x']) {
      const res = await call(t.app, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache life', async () => {
    const res = await call(t.app, 'GET', '/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing file with 404, not with the app', async () => {
    for (const url of ['/assets/missing.js', '/assets/app-abc124.css', '/favicon.ico', '/robots.txt']) {
      const res = await call(t.app, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });

  it('keeps API 404s as JSON', async () => {
    const res = await call(t.app, 'GET', '/api/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
