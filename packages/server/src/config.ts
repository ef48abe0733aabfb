import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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
  /** How long a computed dashboard or report is kept at most (ADR 33); a write of the company drops it at once. 0: not kept. */
  READ_CACHE_SECONDS: intFrom(15, 0).pipe(z.number().max(3600)),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'TOKEN_SECRET'> {
  tokenSecret: string;
  dataDir: string;
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };
  webDistDir: string;
}

export class ConfigError extends Error {}

const here = path.dirname(new URL(import.meta.url).pathname);
export const REPO_ROOT = path.resolve(here, '../../..');

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
  return {
    ...e,
    tokenSecret,
    dataDir,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
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
