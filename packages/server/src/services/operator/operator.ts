import { eq, or, sql } from 'drizzle-orm';
import { accounts, companies, payments } from '../../db/schema.ts';
import { sendAccountEmail } from '../accounts/emails.ts';
import { todayOf, type AppDeps } from '../deps.ts';
import { periodEnd } from '../payments/package.ts';

/**
 * Platform-operator operations on accounts and packages (saas mode, docs/product.md §1.5). They act across
 * companies, so they take no tenant context, and are reachable only from the operator command line. The
 * decisions on payment requests, the plans and the platform settings are the operator screen's too
 * (services/operator/payments.ts, plans.ts, settings.ts; docs/product.md §7.12, ADR 34).
 */
export class OperatorError extends Error {}

async function findAccount(deps: AppDeps, username: string) {
  const [account] = await deps.db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.username}) = lower(${username})`);
  if (!account) throw new OperatorError(`No account with username "${username}".`);
  return account;
}

/** Activates an account and sends the activation email. */
export async function activateAccount(deps: AppDeps, username: string) {
  const account = await findAccount(deps, username);
  await deps.db.update(accounts).set({ isActive: true }).where(eq(accounts.id, account.id));
  // In the account's language (the one its registration form was filled in), else English (§7.2).
  await sendAccountEmail(deps, deps.db, account, 'activated', { link: `${deps.config.APP_URL.replace(/\/+$/, '')}/auth/login` });
  return { username: account.username, email: account.email };
}

/** Deactivates an account; every token it holds stops working at once. */
export async function deactivateAccount(deps: AppDeps, username: string) {
  const account = await findAccount(deps, username);
  await deps.db
    .update(accounts)
    .set({ isActive: false, tokenVersion: sql`${accounts.tokenVersion} + 1` })
    .where(eq(accounts.id, account.id));
  return { username: account.username };
}

export interface GrantOptions {
  plan: string;
  /** null: a package without an end. */
  months: number | null;
  price: string;
  currency?: string;
}

/**
 * Records an accepted payment for a company (by id or code), starting today by the services' clock and
 * ending after `months` months (periodEnd), without a request, a reference or an invoice: a package the
 * operator gives (a trial, an agreement made elsewhere).
 */
export async function grantPackage(deps: AppDeps, company: string, options: GrantOptions) {
  const asId = /^\d+$/.test(company) ? Number(company) : -1;
  const [row] = await deps.db
    .select({ id: companies.id, name: companies.companyName })
    .from(companies)
    .where(or(eq(companies.id, asId), eq(companies.code, company.toUpperCase())));
  if (!row) throw new OperatorError(`No company with id or code "${company}".`);
  const today = todayOf(deps.clock);
  const [payment] = await deps.db
    .insert(payments)
    .values({
      companyId: row.id,
      package: 'standard',
      plan: options.plan,
      months: options.months,
      price: options.price,
      ...(options.currency ? { currency: options.currency } : {}),
      startDate: today,
      endDate: options.months ? periodEnd(today, options.months) : null,
      isAccepted: true,
      status: 'accepted',
      decidedAt: deps.clock.now(),
    })
    .returning();
  return { company: row.name, paymentId: payment!.id, endDate: payment!.endDate };
}

/** Accounts waiting for activation. */
export async function listPendingAccounts(deps: AppDeps) {
  return deps.db
    .select({ username: accounts.username, email: accounts.email, company: companies.companyName, companyCode: companies.code, createdAt: accounts.createdAt })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(accounts.isActive, false));
}
