import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'performa-config-'));

describe('loadConfig', () => {
  it('defaults to port 3000, the embedded database in data/ and self-hosted mode', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(3000);
    expect(config.DEPLOYMENT_MODE).toBe('self-hosted');
    expect(config.database).toEqual({ kind: 'pglite', dir: path.join(dir, 'pglite') });
    expect(config.ACCESS_TOKEN_TTL_SECONDS).toBe(300);
    expect(config.REFRESH_TOKEN_TTL_SECONDS).toBe(86_400);
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://root@127.0.0.1:5432/test' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://root@127.0.0.1:5432/test', poolSize: 10, namedStatements: true });
    expect(
      loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://root@127.0.0.1:5432/test', DATABASE_POOL_SIZE: '25', DATABASE_PREPARED_STATEMENTS: 'off' })
        .database,
    ).toMatchObject({ poolSize: 25, namedStatements: false });
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://root@127.0.0.1:5432/test', DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(
      /DATABASE_PREPARED_STATEMENTS/,
    );
  });

  it('runs a process per core on PostgreSQL and one on the embedded database, unless WEB_CONCURRENCY says (ADR 36)', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://root@127.0.0.1:5432/test' }).workers).toBe(availableParallelism());
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://root@127.0.0.1:5432/test', WEB_CONCURRENCY: '3' }).workers).toBe(3);
    expect(loadConfig({ DATA_DIR: tempDir() }).workers).toBe(1);
    expect(loadConfig({ DATA_DIR: tempDir(), WEB_CONCURRENCY: '1' }).workers).toBe(1);
    expect(() => loadConfig({ DATA_DIR: tempDir(), WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: the embedded database is served by one process/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://root@127.0.0.1:5432/test', WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('generates the token secret once and keeps it in the data folder', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.tokenSecret).toBe(first.tokenSecret);
    expect(readFileSync(path.join(dir, 'token-secret'), 'utf8')).toBe(first.tokenSecret);
  });

  it('refuses to start in production without a token secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(/TOKEN_SECRET: required when NODE_ENV=production/);
  });

  it('counts in the database unless REDIS_URL names a Redis; registrations are limited per address', () => {
    const plain = loadConfig({ DATA_DIR: tempDir() });
    expect(plain.REDIS_URL).toBeUndefined();
    expect(plain.REDIS_KEY_PREFIX).toBe('performa:');
    expect([plain.REGISTER_MAX_PER_ADDRESS, plain.REGISTER_WINDOW_MINUTES]).toEqual([10, 60]);
    expect([plain.LOGIN_MAX_FAILURES_PER_ACCOUNT, plain.LOGIN_MAX_FAILURES_PER_ADDRESS, plain.LOGIN_WINDOW_MINUTES]).toEqual([10, 50, 15]);
    for (const url of ['redis://127.0.0.1:6379', 'rediss://user:secret@cache.example.com:6380/2']) {
      expect(loadConfig({ DATA_DIR: tempDir(), REDIS_URL: url }).REDIS_URL).toBe(url);
    }
    expect(loadConfig({ DATA_DIR: tempDir(), REGISTER_MAX_PER_ADDRESS: '3', REGISTER_WINDOW_MINUTES: '5' })).toMatchObject({
      REGISTER_MAX_PER_ADDRESS: 3,
      REGISTER_WINDOW_MINUTES: 5,
    });
  });

  it('refuses a Redis address of another scheme and a registration limit below 1', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must start with redis:\/\/ or rediss:\/\//);
    expect(() => loadConfig({ DATA_DIR: tempDir(), REGISTER_MAX_PER_ADDRESS: '0' })).toThrow(/REGISTER_MAX_PER_ADDRESS:/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), REGISTER_WINDOW_MINUTES: 'hourly' })).toThrow(/REGISTER_WINDOW_MINUTES:/);
  });

  it('names each bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', DEPLOYMENT_MODE: 'cloud', DATABASE_URL: 'mysql://x', TOKEN_SECRET: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const text = (error as Error).message;
      for (const name of ['PORT', 'DEPLOYMENT_MODE', 'DATABASE_URL', 'TOKEN_SECRET']) expect(text).toContain(`${name}:`);
    }
  });
});
