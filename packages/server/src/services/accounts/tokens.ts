import type { TokenPair } from '@performa/contracts/api/auth';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { accounts, refreshTokens } from '../../db/schema.ts';
import { loginFailed, tokenInvalid } from '../../lib/errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { tooManySignIns } from '../../lib/retry-later.ts';
import type { AppDeps } from '../deps.ts';

/**
 * Signs in with username and password. Every refusal (unknown user, wrong password,
 * inactive account) gives the same answer after the same amount of work, and the throttle
 * (lib/login-throttle.ts) treats unknown and known names alike. `now`: the clock of the throttle (tests).
 */
export async function signIn(deps: AppDeps, username: string, password: string, address: string, now?: number): Promise<TokenPair> {
  const wait = await deps.throttle.waitMs(username, address, now);
  if (wait > 0) throw tooManySignIns(wait);

  const [account] = await deps.db
    .select({
      id: accounts.id,
      companyId: accounts.companyId,
      passwordHash: accounts.passwordHash,
      isActive: accounts.isActive,
      tokenVersion: accounts.tokenVersion,
    })
    .from(accounts)
    .where(sql`lower(${accounts.username}) = lower(${username})`);
  const passwordOk = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDummy(password);
  if (!account || !passwordOk || !account.isActive) {
    await deps.throttle.recordFailure(username, address, now);
    throw loginFailed();
  }
  await deps.throttle.recordSuccess(username, address);
  return issueTokenPair(deps, account);
}

/** A fresh access and refresh token for an account (sign-in, a password set through a link or changed). */
export async function issueTokenPair(deps: AppDeps, account: { id: number; companyId: number; tokenVersion: number }): Promise<TokenPair> {
  const access = await deps.tokens.sign('access', account.id, account.tokenVersion);
  const refresh = await deps.tokens.sign('refresh', account.id, account.tokenVersion);
  await deps.db.insert(refreshTokens).values({ jti: refresh.jti, accountId: account.id, companyId: account.companyId, expiresAt: refresh.expiresAt });
  await deps.db.update(accounts).set({ lastLoginAt: new Date() }).where(eq(accounts.id, account.id));
  return { access: access.token, refresh: refresh.token };
}

/** A new access token for a valid refresh token of an active account; 401 for anything else. */
export async function refreshAccess(deps: AppDeps, refreshToken: string): Promise<{ access: string }> {
  const claims = await deps.tokens.verify(refreshToken, 'refresh');
  if (!claims) throw tokenInvalid();
  const [row] = await deps.db
    .select({ isActive: accounts.isActive, tokenVersion: accounts.tokenVersion })
    .from(refreshTokens)
    .innerJoin(accounts, eq(accounts.id, refreshTokens.accountId))
    .where(and(eq(refreshTokens.jti, claims.jti), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date())));
  if (!row || !row.isActive || row.tokenVersion !== claims.version) throw tokenInvalid();
  const access = await deps.tokens.sign('access', claims.accountId, row.tokenVersion);
  return { access: access.token };
}

/** Revokes a refresh token of the caller. Unknown or foreign tokens are refused with 401. */
export async function logout(deps: AppDeps, accountId: number, refreshToken: string): Promise<void> {
  const claims = await deps.tokens.verify(refreshToken, 'refresh');
  if (!claims || claims.accountId !== accountId) throw tokenInvalid();
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.jti, claims.jti), isNull(refreshTokens.revokedAt)));
}
