import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const getFrom = (app: FastifyInstance, address: string, lang?: string) =>
  app.inject({ method: 'GET', url: '/api/health', remoteAddress: address, headers: lang ? { 'accept-language': lang } : {} });

describe('API rate limit (through the counter store)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('refuses an address over its limit per minute with a translated 429 and Retry-After, until the minute ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 23, 9, 0, 0) });
    for (let i = 0; i < 3; i++) expect((await getFrom(t.app, '192.0.2.1')).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 15_000);
    const refused = await getFrom(t.app, '192.0.2.1', 'az');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.headers['x-ratelimit-limit']).toBe('3');
    expect(refused.json()).toEqual({ code: 'throttled', detail: 'Həddindən artıq sorğu. Zəhmət olmasa bir az sonra yenidən cəhd edin.' });
    expect((await getFrom(t.app, '192.0.2.2')).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 45_000);
    expect((await getFrom(t.app, '192.0.2.1')).statusCode).toBe(200);
  });
});

describe('a counter store that does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails after its retries.
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('lets requests through the rate limit, but refuses to sign in unthrottled', async () => {
    expect((await getFrom(t.app, '192.0.2.3')).statusCode).toBe(200);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'someone', password: 'something' } });
    expect(signIn.statusCode).toBe(500);
    expect(signIn.json().code).toBe('server_error');
  });
});
