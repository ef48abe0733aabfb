import { createHash, createHmac, randomBytes } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { PasswordLink, SetPasswordBody, TokenPair } from '@performa/contracts/api/auth';
import type { Language } from '@performa/contracts/i18n/languages';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { slices, type Runner } from '../../db/raw.ts';
import { accounts, companies, passwordLinks, refreshTokens } from '../../db/schema.ts';
import { FieldError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { tooManyResets } from '../../lib/retry-later.ts';
import type { ServiceContext } from '../context.ts';
import type { AppDeps } from '../deps.ts';
import { sendAccountEmail } from './emails.ts';
import { issueTokenPair } from './tokens.ts';

/**
 * One-time links that set a password (ADR 18, docs/product.md §7.1): an invitation for a person added
 * without a password, or a reset after "Forgot password?". The token (32 random bytes) travels only
 * in the email; the database keeps its SHA-256. A link works once and until it expires; a newer link
 * of the account, or a password set through any link, deletes the older ones.
 */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;
export const RESET_TTL_MS = 60 * 60_000;

type Purpose = 'invite' | 'reset';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page of the web app that opens a link (lazily loaded with the auth pages). */
export const setPasswordUrl = (deps: AppDeps, token: string) => `${deps.config.APP_URL.replace(/\/+$/, '')}/auth/set-password?token=${token}`;

interface LinkAccount {
  id: number;
  companyId: number;
  email: string;
  firstName: string;
  username: string;
  language: string | null;
}

/** A new link for each account (its older links deleted); answers the tokens by account id. */
async function issueLinks(deps: AppDeps, people: readonly LinkAccount[], purpose: Purpose, now: Date): Promise<Map<number, string>> {
  const tokens = new Map(people.map((p) => [p.id, randomBytes(32).toString('base64url')]));
  const expiresAt = new Date(now.getTime() + (purpose === 'invite' ? INVITE_TTL_MS : RESET_TTL_MS));
  await deps.db.transaction(async (tx) => {
    for (const part of slices(people)) {
      await tx.delete(passwordLinks).where(
        inArray(
          passwordLinks.accountId,
          part.map((p) => p.id),
        ),
      );
      await tx
        .insert(passwordLinks)
        .values(part.map((p) => ({ accountId: p.id, companyId: p.companyId, purpose, tokenHash: hashToken(tokens.get(p.id)!), expiresAt })));
    }
  });
  return tokens;
}

/** The account columns a password link's email and answer need. */
export const linkAccountColumns = {
  id: accounts.id,
  companyId: accounts.companyId,
  email: accounts.email,
  firstName: accounts.firstName,
  username: accounts.username,
  language: accounts.language,
};

/**
 * Emails each active account of the caller's company an invitation to set its password (7 days,
 * once). The people screens call it after their transaction has committed, with the accounts they
 * created without a password; "Resend invitation" calls it for one account. The email is in the
 * person's language, else in the inviting admin's, else in English. Accounts of other companies
 * or inactive ones are skipped. Answers how many invitations were sent.
 */
export async function inviteAccounts(ctx: ServiceContext, accountIds: readonly number[], now = new Date()): Promise<number> {
  if (!accountIds.length) return 0;
  const [inviter] = await ctx.deps.db
    .select({ language: accounts.language, companyName: companies.companyName })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(accounts.id, ctx.actor.accountId));
  const people: LinkAccount[] = [];
  for (const part of slices([...new Set(accountIds)])) {
    people.push(
      ...(await ctx.deps.db
        .select(linkAccountColumns)
        .from(accounts)
        .where(and(inArray(accounts.id, part), eq(accounts.companyId, ctx.actor.companyId), eq(accounts.isActive, true)))),
    );
  }
  if (!people.length) return 0;
  const tokens = await issueLinks(ctx.deps, people, 'invite', now);
  const days = Math.round(INVITE_TTL_MS / 86_400_000);
  for (const person of people) {
    await sendAccountEmail(
      ctx.deps,
      ctx.deps.db,
      person,
      'invite',
      { company: inviter?.companyName ?? '', link: setPasswordUrl(ctx.deps, tokens.get(person.id)!), days },
      (inviter?.language ?? null) as Language | null,
    );
  }
  return people.length;
}

/**
 * A fresh invitation link for one account, handed to the admin instead of emailed (ADR 28): the older
 * links of the account are deleted, as with every new link. The caller has checked that the account is
 * theirs to change, active and without a password. The token is in the answer only: never logged,
 * never in the outbox; the log line says whose link was made and by whom.
 */
export async function issueInvitationLink(ctx: ServiceContext, account: LinkAccount, now = new Date()): Promise<{ link: string; expiresAt: Date }> {
  const tokens = await issueLinks(ctx.deps, [account], 'invite', now);
  ctx.deps.logger.info({ accountId: account.id, by: ctx.actor.accountId }, 'invitation link handed to an admin');
  return { link: setPasswordUrl(ctx.deps, tokens.get(account.id)!), expiresAt: new Date(now.getTime() + INVITE_TTL_MS) };
}

/**
 * Link work that runs after the answer (the reset email): the answer to "Forgot password?" leaves
 * before it, so that it takes as long for an unknown email as for a known one. Tracked per app so
 * that closing the app waits for it, and so that tests can wait for it.
 */
const pending = new WeakMap<AppDeps, Set<Promise<void>>>();

function inBackground(deps: AppDeps, work: () => Promise<void>) {
  const set = pending.get(deps) ?? new Set();
  pending.set(deps, set);
  const task = work()
    .catch((error: unknown) => deps.logger.error({ code: (error as { code?: string }).code }, 'a password link could not be sent'))
    .finally(() => set.delete(task));
  set.add(task);
}

/** Resolves when the link work started so far has finished (app close, tests). */
export async function linkWorkSettled(deps: AppDeps): Promise<void> {
  const set = pending.get(deps);
  while (set?.size) await Promise.all([...set]);
}

/**
 * "Forgot password?" (docs/product.md §7.1). Counted per address (IPv4 or IPv6 /64) and per email as
 * typed (a keyed hash), whether an account uses it or not; over either limit, 429. When an active
 * account has this email, a reset link (1 hour, once) is emailed after the answer, in the account's
 * language, else in the language of the request. The answer never says whether the account exists.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, origin: { address: string; language: Language; now?: number }): Promise<void> {
  const now = origin.now ?? Date.now();
  const windowMs = deps.config.RESET_WINDOW_MINUTES * 60_000;
  const emailKey = createHmac('sha256', deps.config.tokenSecret).update(`reset:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 22);
  const [byAddress, byEmail] = await Promise.all([
    deps.counters.hit(`reset:address:${normalizeIP(origin.address)}`, windowMs, now),
    deps.counters.hit(`reset:email:${emailKey}`, windowMs, now),
  ]);
  const refusals = [
    byAddress.count > deps.config.RESET_MAX_PER_ADDRESS ? byAddress.expires : 0,
    byEmail.count > deps.config.RESET_MAX_PER_EMAIL ? byEmail.expires : 0,
  ];
  const until = Math.max(...refusals);
  if (until > 0) throw tooManyResets(until - now);

  const [account] = await deps.db
    .select(linkAccountColumns)
    .from(accounts)
    .where(and(sql`lower(${accounts.email}) = lower(${email.trim()})`, eq(accounts.isActive, true)));
  if (!account) return;
  inBackground(deps, async () => {
    const tokens = await issueLinks(deps, [account], 'reset', new Date(now));
    const minutes = Math.round(RESET_TTL_MS / 60_000);
    await sendAccountEmail(deps, deps.db, account, 'reset', { link: setPasswordUrl(deps, tokens.get(account.id)!), minutes }, origin.language);
  });
}

/** The open link with this token of an active account, or a field error on `token`. */
async function openLink(deps: AppDeps, token: string, now: Date) {
  const [link] = await deps.db
    .select({ id: passwordLinks.id, purpose: passwordLinks.purpose, expiresAt: passwordLinks.expiresAt, accountId: accounts.id, username: accounts.username })
    .from(passwordLinks)
    .innerJoin(accounts, and(eq(accounts.id, passwordLinks.accountId), eq(accounts.companyId, passwordLinks.companyId)))
    .where(and(eq(passwordLinks.tokenHash, hashToken(token)), gt(passwordLinks.expiresAt, now), eq(accounts.isActive, true)));
  if (!link) throw new FieldError({ token: ['validation.linkInvalid'] });
  return link;
}

/** Who a link is for (the set-password page names the account before the password is typed). */
export async function checkPasswordLink(deps: AppDeps, token: string, now = new Date()): Promise<PasswordLink> {
  const link = await openLink(deps, token, now);
  return { purpose: link.purpose, username: link.username, expires_at: link.expiresAt.toISOString() };
}

/**
 * Sets the password through a link, once: the link and every other link of the account are deleted,
 * every session of the account is signed out (token version bumped, refresh tokens revoked, as a
 * password change does), and the person is signed in with a fresh token pair.
 */
export async function setPasswordWithLink(deps: AppDeps, body: SetPasswordBody, now = new Date()): Promise<TokenPair> {
  const link = await openLink(deps, body.token, now);
  const passwordHash = await hashPassword(body.password);
  const account = await deps.db.transaction(async (tx) => {
    // Two requests with the same link: only the one that deletes it goes on.
    const used = await tx.delete(passwordLinks).where(eq(passwordLinks.id, link.id)).returning({ id: passwordLinks.id });
    if (!used.length) throw new FieldError({ token: ['validation.linkInvalid'] });
    await tx.delete(passwordLinks).where(eq(passwordLinks.accountId, link.accountId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.accountId, link.accountId), isNull(refreshTokens.revokedAt)));
    const [updated] = await tx
      .update(accounts)
      .set({ passwordHash, tokenVersion: sql`${accounts.tokenVersion} + 1` })
      .where(eq(accounts.id, link.accountId))
      .returning({ id: accounts.id, companyId: accounts.companyId, tokenVersion: accounts.tokenVersion });
    return updated!;
  });
  return issueTokenPair(deps, account);
}

/** Removes every open link of an account (a password set elsewhere makes them moot). */
export async function dropPasswordLinks(runner: Runner, accountId: number) {
  await runner.delete(passwordLinks).where(eq(passwordLinks.accountId, accountId));
}
