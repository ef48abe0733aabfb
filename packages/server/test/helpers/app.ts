import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp, createLogger } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database, type DatabaseTarget } from '../../src/db/client.ts';
import type { AppDeps } from '../../src/services/deps.ts';
import { migratedImage, migratedScratchDatabase } from './migrated.ts';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a real, empty database: in-memory PGlite by default, or a fresh database
 * on the PostgreSQL server named by DATABASE_URL (the CI's PostgreSQL pass).
 */
export async function createTestApp(env: Record<string, string> = {}, options: { logDestination?: DestinationStream } = {}): Promise<TestApp> {
  const { target, drop } = await freshDatabase();
  return appOnDatabase(target, env, { ...options, drop });
}

/**
 * The real app on the database `target` (one more process of a deployment, when another app runs on the same
 * PostgreSQL database); `drop` runs after it is closed.
 */
export async function appOnDatabase(
  target: DatabaseTarget,
  env: Record<string, string> = {},
  options: { logDestination?: DestinationStream; drop?: () => Promise<void> } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: TEST_SECRET,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'performa-test-')),
    WEB_DIST_DIR: path.join(tmpdir(), 'performa-no-web-build'),
    // No workers or schedules in tests unless a test asks (JOBS: 'on'): they drive the queue with deps.jobs.runReady() (ADR 21).
    JOBS: 'off',
    // Tests write straight into the database between reads: nothing is kept unless a test asks (ADR 33).
    READ_CACHE_SECONDS: '0',
    ...env,
  });
  const database = await openDatabase(target.kind === 'postgres' ? { ...target, namedStatements: config.DATABASE_PREPARED_STATEMENTS === 'on' } : target);
  const { app, deps } = await buildApp(config, database, options.logDestination ? createLogger(config, options.logDestination) : undefined);
  return {
    app,
    deps,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await options.drop?.();
    },
  };
}

/** A fresh database with the migrated schema (helpers/migrated.ts: copied from a migrated image, not migrated again). */
async function freshDatabase(): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { target: { kind: 'pglite', dir: null, image: await migratedImage() }, drop: async () => {} };
  const { url, drop } = await migratedScratchDatabase(serverUrl);
  return { target: { kind: 'postgres', url }, drop };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  lang?: string;
  /** Selects the project (X-Project-Id). */
  project?: number;
}

/**
 * Calls the API through the real app (no network). Tests call as a tenant's account through its
 * Caller (tenant.ts); this is for what a Caller cannot express: no token, a wrong header, a public route.
 */
export function call(app: FastifyInstance, method: Method, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lang) headers['accept-language'] = options.lang;
  if (options.project !== undefined) headers['x-project-id'] = String(options.project);
  return app.inject({ method, url, headers, ...(options.body === undefined ? {} : { payload: options.body as object }) });
}

/** Uploads one file as multipart form data (field "file"). */
export function upload(app: FastifyInstance, url: string, file: { name: string; bytes: Buffer; type?: string }, options: CallOptions = {}) {
  // Random rather than from the clock, which tests may fake.
  const boundary = `----performa${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}`, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lang) headers['accept-language'] = options.lang;
  if (options.project !== undefined) headers['x-project-id'] = String(options.project);
  return app.inject({ method: 'POST', url, headers, payload: Buffer.concat([head, file.bytes, tail]) });
}

/** A log destination that keeps every line the app logs (createTestApp's `logDestination`), for assertions. */
export function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}
