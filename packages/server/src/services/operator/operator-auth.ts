import type { OperatorToken } from '@performa/contracts/api/payment';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { operatorAccounts } from '../../db/schema.ts';
import { loginFailed, notAuthenticated, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { tooManySignIns } from '../../lib/retry-later.ts';
import type { AppDeps } from '../deps.ts';

/**
 * The platform operator's sign-in (saas mode; docs/product.md §1.5, ADR 34). Operator accounts are set by
 * the operator's command line, hashed like any password; a sign-in is throttled by the same shared
 * throttle as a company's (its names counted apart, under "operator:"). The token is of its own type, so
 * no company route accepts it and no company token passes here; it lives OPERATOR_TOKEN_TTL_SECONDS
 * and has no refresh: the operator signs in again.
 */
export const OPERATOR_TOKEN_TTL_SECONDS = 60 * 60;

export interface Operator {
  id: number;
  username: string;
}

/** The operator screen and its routes exist only when a vendor serves many companies (saas). */
export const operatorScreenOn = (deps: AppDeps) => deps.config.DEPLOYMENT_MODE === 'saas';

const throttleName = (username: string) => `operator:${username.trim().toLowerCase()}`;

export async function operatorSignIn(deps: AppDeps, username: string, password: string, address: string): Promise<OperatorToken> {
  if (!operatorScreenOn(deps)) throw notFound();
  const name = throttleName(username);
  const wait = await deps.throttle.waitMs(name, address);
  if (wait > 0) throw tooManySignIns(wait);
  const [row] = await deps.db
    .select()
    .from(operatorAccounts)
    .where(sql`lower(${operatorAccounts.username}) = lower(${username.trim()})`);
  const ok = row ? await verifyPassword(row.passwordHash, password) : await verifyAgainstDummy(password);
  if (!row || !ok) {
    await deps.throttle.recordFailure(name, address);
    throw loginFailed();
  }
  await deps.throttle.recordSuccess(name, address);
  const token = await deps.tokens.sign('operator', row.id, row.tokenVersion, randomUUID());
  return { access: token.token, expires_at: token.expiresAt.toISOString() };
}

/** The operator a bearer token names, still holding the token's version; else 401. */
export async function verifyOperator(deps: AppDeps, token: string): Promise<Operator> {
  const claims = token ? await deps.tokens.verify(token, 'operator') : null;
  if (!claims) throw notAuthenticated();
  const [row] = await deps.db
    .select({ id: operatorAccounts.id, username: operatorAccounts.username, tokenVersion: operatorAccounts.tokenVersion })
    .from(operatorAccounts)
    .where(eq(operatorAccounts.id, claims.accountId));
  if (!row || row.tokenVersion !== claims.version) throw notAuthenticated();
  return { id: row.id, username: row.username };
}

/**
 * Creates an operator account or sets its password (the command line's `operator-password`); every token
 * it held before stops working.
 */
export async function setOperatorPassword(deps: AppDeps, username: string, password: string): Promise<{ username: string; created: boolean }> {
  const passwordHash = await hashPassword(password);
  const name = username.trim();
  const [existing] = await deps.db
    .select({ id: operatorAccounts.id })
    .from(operatorAccounts)
    .where(sql`lower(${operatorAccounts.username}) = lower(${name})`);
  if (existing) {
    await deps.db
      .update(operatorAccounts)
      .set({ passwordHash, tokenVersion: sql`${operatorAccounts.tokenVersion} + 1` })
      .where(eq(operatorAccounts.id, existing.id));
    return { username: name, created: false };
  }
  await deps.db.insert(operatorAccounts).values({ username: name, passwordHash });
  return { username: name, created: true };
}
