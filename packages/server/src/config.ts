import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths.ts';

const intFrom = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: intFrom(3000, 0).pipe(z.number().max(65535)),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** How long a starting process waits for a PostgreSQL that is not reachable yet (started beside it), trying again; 0: not at all. */
  DATABASE_WAIT_SECONDS: intFrom(60, 0).pipe(z.number().max(3600)),
  /**
   * Where each process listens for the writes of the others (ADR 43): a session of its own, so straight to PostgreSQL
   * when DATABASE_URL goes through a pooler in transaction mode. Default: DATABASE_URL.
   */
  DATABASE_LISTEN_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Connections each process keeps to PostgreSQL (the job queue keeps 3 more); see docs/deployment.md. */
  DATABASE_POOL_SIZE: intFrom(10, 2).pipe(z.number().max(200)),
  /**
   * Whether the hot statements whose planning costs more than their run go as named statements, planned once per
   * connection (ADR 45). Off behind a pooler in transaction mode that does not keep them (pgbouncer before 1.21).
   */
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: intFrom(300, 10),
  REFRESH_TOKEN_TTL_SECONDS: intFrom(86_400, 60),
  DEPLOYMENT_MODE: z.enum(['self-hosted', 'saas']).default('self-hosted'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Performa <no-reply@performa.local>'),
  APP_URL: z.string().url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: intFrom(10, 1),
  LOGIN_MAX_FAILURES_PER_ADDRESS: intFrom(50, 1),
  LOGIN_WINDOW_MINUTES: intFrom(15, 1),
  RATE_LIMIT_PER_MINUTE: intFrom(1200, 0),
  /**
   * How often each process sends its rate-limit hits to the shared counters (ADR 39): the limit holds across processes
   * to within what they count in this time. Longer than the minute of the limit only in tests that count statements.
   */
  RATE_LIMIT_FLUSH_MS: intFrom(1000, 10).pipe(z.number().max(3_600_000)),
  REGISTER_MAX_PER_ADDRESS: intFrom(10, 1),
  REGISTER_WINDOW_MINUTES: intFrom(60, 1),
  /** "Forgot password?" requests per email and per address in the window (ADR 18). */
  RESET_MAX_PER_EMAIL: intFrom(5, 1),
  RESET_MAX_PER_ADDRESS: intFrom(20, 1),
  RESET_WINDOW_MINUTES: intFrom(60, 1),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().default('performa:'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  WEB_DIST_DIR: z.string().optional(),
  /** on: this process runs the job queue's workers and schedule (ADR 21); off: it only adds jobs (tests, extra processes). */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** How long a computed dashboard, report, panel page or card is kept at most (ADRs 33, 43); a write of the company drops it at once. 0: not kept. */
  READ_CACHE_SECONDS: intFrom(15, 0).pipe(z.number().max(3600)),
  /**
   * How long a kept answer made stale by another account's form save is still served (ADR 48): the figures show other
   * people's saves at most this much later, and are computed again at most this often. 0: dropped at once.
   */
  READ_CACHE_GRACE_MS: intFrom(1000, 0).pipe(z.number().max(10_000)),
  /** Server processes sharing the port (ADR 36). Default: one per core on PostgreSQL, one on the embedded database. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** How long a stopping process waits for the requests in flight and the running job before it exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: intFrom(30, 1).pipe(z.number().max(600)),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'TOKEN_SECRET' | 'WEB_CONCURRENCY'> {
  tokenSecret: string;
  /** WEB_CONCURRENCY, or its default. */
  workers: number;
  dataDir: string;
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string; poolSize: number; namedStatements: boolean };
  webDistDir: string;
}

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  let tokenSecret = e.TOKEN_SECRET;
  if (!tokenSecret) {
    if (e.NODE_ENV === 'production') {
      throw new ConfigError('Invalid configuration:\n  TOKEN_SECRET: required when NODE_ENV=production (at least 32 characters)');
    }
    tokenSecret = readOrCreateSecret(dataDir);
  }
  const { WEB_CONCURRENCY, ...rest } = e;
  // PGlite is one process's: its data folder takes one owner (ADR 36).
  if (!e.DATABASE_URL && WEB_CONCURRENCY !== undefined && WEB_CONCURRENCY > 1) {
    throw new ConfigError('Invalid configuration:\n  WEB_CONCURRENCY: the embedded database is served by one process; set DATABASE_URL to run several');
  }
  return {
    ...rest,
    workers: WEB_CONCURRENCY ?? (e.DATABASE_URL ? availableParallelism() : 1),
    tokenSecret,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE, namedStatements: e.DATABASE_PREPARED_STATEMENTS === 'on' }
      : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'packages/web/dist')),
  };
}

/** The embedded default keeps a generated secret in the data folder, made once. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
