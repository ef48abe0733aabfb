import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { CounterStore } from '../lib/counter-store.ts';
import type { LoginThrottle } from '../lib/login-throttle.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { TokenSigner } from '../lib/tokens.ts';

/** What service operations may use besides the caller's context. Built once in app.ts. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  tokens: TokenSigner;
  /** Shared counters (database or Redis): the login throttle, the registration limit and the API rate limit count here. */
  counters: CounterStore;
  throttle: LoginThrottle;
  logger: Logger;
}
