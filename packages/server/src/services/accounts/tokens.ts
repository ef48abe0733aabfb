import type { TokenPair } from '@performa/contracts/api/auth';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { accounts, refreshTokens } from '../../db/schema.ts';
import { loginFailed, tokenInvalid } from '../../lib/errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import type { TokenFields } from '../../lib/tokens.ts';
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

/**
 * A refresh token presented again within this many milliseconds after it was exchanged gets the same
 * successor (ADR 3, amended): two tabs that refreshed with the same token at the same moment, or an
 * answer lost on the way. Later, or for any older token of the family, it is a theft.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

type SessionAccount = { id: number; companyId: number; tokenVersion: number };

/**
 * Signs an account in: a new session with its first access and refresh token (sign-in, a password
 * set through a link or changed), and the account's last sign-in time.
 */
export async function issueTokenPair(deps: AppDeps, account: SessionAccount): Promise<TokenPair> {
  const pair = await startSession(deps, account);
  await deps.db.update(accounts).set({ lastLoginAt: new Date() }).where(eq(accounts.id, account.id));
  return pair;
}

/**
 * A new session of an account (ADR 3): its refresh_tokens row, a family whose first refresh token's
 * jti names it, and its first access and refresh token, both carrying that name.
 */
export async function startSession(deps: AppDeps, account: SessionAccount): Promise<TokenPair> {
  const session = randomUUID();
  const refresh = await deps.tokens.sign('refresh', account.id, account.tokenVersion, session, { jti: session });
  const access = await deps.tokens.sign('access', account.id, account.tokenVersion, session);
  await deps.db
    .insert(refreshTokens)
    .values({ jti: session, currentJti: refresh.jti, accountId: account.id, companyId: account.companyId, expiresAt: refresh.expiresAt });
  return { access: access.token, refresh: refresh.token };
}

/**
 * Exchanges a refresh token for a new access token and the next refresh token of its family
 * (rotation, ADR 3 amended): the token presented is spent. The newest token of a live session of
 * an active account is exchanged once; the token it replaced, presented again within
 * REFRESH_REUSE_GRACE_MS, gets the same successor (issued again, byte for byte) and a new access
 * token. Any other token of the family (spent earlier, or the replaced one after the grace) is a
 * reuse: the whole session ends, and the answer is the 401 of any invalid token.
 *
 * The family's row is locked (SELECT … FOR UPDATE) while the exchange is decided and written, so two
 * refreshes with the same token at the same moment never both mint a successor: the second finds
 * the token replaced and gets the same successor within the grace.
 */
export async function refreshSession(deps: AppDeps, refreshToken: string): Promise<TokenPair> {
  const claims = await deps.tokens.verify(refreshToken, 'refresh');
  if (!claims) throw tokenInvalid();
  const pair = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        currentJti: refreshTokens.currentJti,
        previousJti: refreshTokens.previousJti,
        rotatedAt: refreshTokens.rotatedAt,
        expiresAt: refreshTokens.expiresAt,
        revokedAt: refreshTokens.revokedAt,
        isActive: accounts.isActive,
        tokenVersion: accounts.tokenVersion,
      })
      .from(refreshTokens)
      .innerJoin(accounts, eq(accounts.id, refreshTokens.accountId))
      .where(and(eq(refreshTokens.jti, claims.session), eq(refreshTokens.accountId, claims.accountId)))
      .for('update', { of: refreshTokens });
    // Read after the lock: a refresh that waited for another sees the time after it.
    const now = new Date();
    if (!row || row.revokedAt || row.expiresAt <= now || !row.isActive || row.tokenVersion !== claims.version) return 'invalid';
    const sign = (fields: TokenFields) =>
      deps.tokens.sign('refresh', claims.accountId, claims.version, claims.session, { ...fields, expiresAt: row.expiresAt });
    let refresh: string;
    if (claims.jti === row.currentJti) {
      const next = await sign({ issuedAt: now });
      await tx.update(refreshTokens).set({ currentJti: next.jti, previousJti: row.currentJti, rotatedAt: now }).where(eq(refreshTokens.jti, claims.session));
      refresh = next.token;
    } else if (claims.jti === row.previousJti && row.rotatedAt && now.getTime() - row.rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS) {
      refresh = (await sign({ jti: row.currentJti, issuedAt: row.rotatedAt })).token;
    } else {
      // A spent token again: whoever holds the family's tokens, one of them is not its owner.
      await tx.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.jti, claims.session));
      return 'reused';
    }
    const access = await deps.tokens.sign('access', claims.accountId, claims.version, claims.session);
    return { access: access.token, refresh };
  });
  if (pair === 'reused') deps.logger.warn({ accountId: claims.accountId }, 'a spent refresh token was sent again: its session is ended');
  if (typeof pair === 'string') throw tokenInvalid();
  return pair;
}

/**
 * Logout: ends the session of the refresh token given (the caller's) and the session of the access
 * token that called, so that neither its refresh tokens nor its access tokens work any more.
 * A token of another account, or no refresh token at all, is refused with 401.
 */
export async function logout(deps: AppDeps, caller: { accountId: number; session: string | null }, refreshToken: string): Promise<void> {
  const claims = await deps.tokens.verify(refreshToken, 'refresh');
  if (!claims || claims.accountId !== caller.accountId) throw tokenInvalid();
  const sessions = [...new Set([claims.session, ...(caller.session ? [caller.session] : [])])];
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(inArray(refreshTokens.jti, sessions), eq(refreshTokens.accountId, caller.accountId), isNull(refreshTokens.revokedAt)));
}
