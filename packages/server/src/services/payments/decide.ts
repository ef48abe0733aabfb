import { invoiceLabel } from '@performa/contracts/api/payment';
import { formatMoney } from '@performa/contracts/i18n/numbers';
import { translate } from '@performa/contracts/i18n/translate';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { lockCompany } from '../../db/locks.ts';
import { rowsOf, type Runner } from '../../db/raw.ts';
import { accounts, companies, payments, plans, type PlanNames } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Email } from '../../lib/mailer.ts';
import { emailLanguage } from '../accounts/emails.ts';
import { todayOf, type AppDeps } from '../deps.ts';
import { enqueueEmails } from '../notifications/deliver.ts';
import { showDate } from '../periods/period-dates.ts';
import { dayAfter, packageChain, periodEnd } from './package.ts';

/**
 * The operator's decision on a waiting payment (docs/product.md §1.4, §1.5; ADR 34), from the command line
 * or the operator screen. Accepting sets the payment's dates (renewing before the end extends from the
 * current end; after it, from today), numbers its invoice and turns the package to yes; rejecting keeps
 * the reason. Either way the company's super admins are emailed in their own language.
 */

export const notWaiting = () => new AppError(409, 'payment_not_waiting', 'billing.notWaiting');

type PaymentRow = typeof payments.$inferSelect;

/** The waiting payment, locked with its company's row (two decisions, or a decision and a cancel, queue). */
async function lockWaiting(tx: Tx, paymentId: number): Promise<PaymentRow> {
  const [found] = await tx.select({ companyId: payments.companyId }).from(payments).where(eq(payments.id, paymentId));
  if (!found) throw notFound();
  await lockCompany(tx, found.companyId);
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!row) throw notFound();
  if (row.status !== 'waiting') throw notWaiting();
  return row;
}

export async function acceptPayment(deps: AppDeps, paymentId: number): Promise<PaymentRow> {
  return deps.db.transaction(async (tx) => {
    const row = await lockWaiting(tx, paymentId);
    const today = todayOf(deps.clock);
    const chain = await packageChain(tx, row.companyId, today);
    // Before the end: from the day after the current end. After it (or never active): from today.
    const start = chain?.end ? dayAfter(chain.end) : today;
    const end = periodEnd(start, row.months ?? 1);
    const [numbered] = await rowsOf<{ next: number }>(tx, sql`select nextval('invoice_numbers')::int as next`);
    const [accepted] = await tx
      .update(payments)
      .set({ status: 'accepted', isAccepted: true, startDate: start, endDate: end, invoiceNumber: numbered!.next, decidedAt: deps.clock.now() })
      .where(eq(payments.id, row.id))
      .returning();
    await emailSuperAdmins(deps, tx, accepted!, 'accepted', {});
    return accepted!;
  });
}

export async function rejectPayment(deps: AppDeps, paymentId: number, reason: string): Promise<PaymentRow> {
  return deps.db.transaction(async (tx) => {
    const row = await lockWaiting(tx, paymentId);
    const [rejected] = await tx
      .update(payments)
      .set({ status: 'rejected', isAccepted: false, note: reason, decidedAt: deps.clock.now() })
      .where(eq(payments.id, row.id))
      .returning();
    await emailSuperAdmins(deps, tx, rejected!, 'rejected', { reason });
    return rejected!;
  });
}

/** A plan's name in a language: the operator's text, else the payment's plan code. */
export function planName(names: PlanNames | null | undefined, code: string, lang: keyof PlanNames): string {
  return names?.[lang] || names?.en || code;
}

/** Emails every active super admin of the payment's company about a decision, on the email queue of the transaction. */
async function emailSuperAdmins(deps: AppDeps, runner: Runner, payment: PaymentRow, kind: 'accepted' | 'rejected', extra: Record<string, string>) {
  const recipients = await runner
    .select({ email: accounts.email, firstName: accounts.firstName, language: accounts.language })
    .from(accounts)
    .where(and(eq(accounts.companyId, payment.companyId), eq(accounts.role, 'super_admin'), eq(accounts.isActive, true)));
  const [company] = await runner.select({ name: companies.companyName }).from(companies).where(eq(companies.id, payment.companyId));
  const [plan] = payment.planId ? await runner.select({ names: plans.names }).from(plans).where(eq(plans.id, payment.planId)) : [];
  const link = `${deps.config.APP_URL.replace(/\/+$/, '')}/payment`;
  const emails: Email[] = recipients.map((r) => {
    const lang = emailLanguage(r);
    const params = {
      name: r.firstName,
      company: company?.name ?? '',
      plan: planName(plan?.names, payment.plan, lang),
      amount: formatMoney(Number(payment.price), payment.currency, lang),
      reference: payment.reference ?? '',
      invoice: payment.invoiceNumber ? invoiceLabel(payment.invoiceNumber) : '',
      start: payment.startDate ? showDate(payment.startDate) : '',
      end: payment.endDate ? showDate(payment.endDate) : '',
      link,
      ...extra,
    };
    return {
      to: r.email,
      subject: translate(lang, `billing.${kind}Subject`, params),
      text: translate(lang, `billing.${kind}Body`, params),
    };
  });
  await enqueueEmails(deps, runner, emails);
}
