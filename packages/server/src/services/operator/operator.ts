import { eq, or, sql } from 'drizzle-orm';
import { accounts, companies, payments } from '../../db/schema.ts';
import { sendAccountEmail } from '../accounts/emails.ts';
import type { AppDeps } from '../deps.ts';

/**
 * Platform-operator operations (saas mode, docs/product.md §1.5). They act across companies, so they take
 * no tenant context and are reachable only from the operator command line, never from the HTTP API.
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
  months: number | null;
  price: string;
}

/** Records an accepted payment for a company (by id or code), starting today. */
export async function grantPackage(deps: AppDeps, company: string, options: GrantOptions) {
  const asId = /^\d+$/.test(company) ? Number(company) : -1;
  const [row] = await deps.db
    .select({ id: companies.id, name: companies.companyName })
    .from(companies)
    .where(or(eq(companies.id, asId), eq(companies.code, company.toUpperCase())));
  if (!row) throw new OperatorError(`No company with id or code "${company}".`);
  const [payment] = await deps.db
    .insert(payments)
    .values({
      companyId: row.id,
      package: 'standard',
      plan: options.plan,
      price: options.price,
      startDate: sql`current_date`,
      endDate: options.months ? sql`(current_date + make_interval(months => ${options.months}))::date` : null,
      isAccepted: true,
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
