import { PACKAGE_REMINDER_DAYS } from '@performa/contracts/api/payment';
import { translate } from '@performa/contracts/i18n/translate';
import { and, eq, sql } from 'drizzle-orm';
import { intArray, rowsOf } from '../../db/raw.ts';
import { accounts, companies, notifications, paymentReminders } from '../../db/schema.ts';
import type { Email } from '../../lib/mailer.ts';
import { emailLanguage } from '../accounts/emails.ts';
import { todayOf, type AppDeps } from '../deps.ts';
import { enqueueEmails } from '../notifications/deliver.ts';
import { showDate } from '../periods/period-dates.ts';
import { lockCompany } from '../../db/locks.ts';
import { daysLeft, packageChain } from './package.ts';

/**
 * The package-end reminders (docs/product.md §1.4, §7.11; ADR 34), run by the job queue every hour and once
 * at start, and by the tests with a clock they control. Today is the services' clock (UTC). A company is due
 * when its package is active and the chain's end (package.ts: the current payment and the renewals accepted
 * after it) leaves exactly N days, N one of PACKAGE_REMINDER_DAYS, counted as /payment counts them (daysLeft: today and
 * the end day both count, so "14 days left" is the same figure on the screen, in the email and in the app). Each (last payment of the chain, N) is sent once: the key is written first,
 * under its primary key, in the transaction that writes the notices, so a second run sends nothing. A renewal
 * accepted before the end moves the end and the last payment: the next reminder is about the new end, and
 * the old end (no longer the chain's) is never announced. An open-ended package (the free one) has no end
 * to announce.
 */

/** The page the reminder links to. */
export const PAYMENT_LINK = '/payment';

export interface PackageReminderRun {
  companyId: number;
  paymentId: number;
  days: number;
  recipients: number;
}

export async function runPackageReminders(deps: AppDeps): Promise<PackageReminderRun[]> {
  const today = todayOf(deps.clock);
  // Companies with an accepted payment ending on a reminder day: the candidates; the chain decides.
  const due = await rowsOf<{ company_id: number }>(
    deps.db,
    sql`select distinct company_id from payments
      where is_accepted and end_date - ${today}::date + 1 = any(${intArray(PACKAGE_REMINDER_DAYS)})
      order by company_id`,
  );
  const runs: PackageReminderRun[] = [];
  for (const { company_id: companyId } of due) {
    const run = await remindCompany(deps, companyId, today);
    if (run) runs.push(run);
  }
  return runs;
}

/** One company's reminder of today, if its package's end is a reminder day away and it was not sent yet; one transaction. */
async function remindCompany(deps: AppDeps, companyId: number, today: string): Promise<PackageReminderRun | null> {
  return deps.db.transaction(async (tx) => {
    // Under the company's lock, as a decision is taken (decide.ts): a renewal accepted meanwhile is seen, or waits.
    await lockCompany(tx, companyId);
    const chain = await packageChain(tx, companyId, today);
    const days = chain?.end ? PACKAGE_REMINDER_DAYS.find((d) => daysLeft(today, chain.end!) === d) : undefined;
    if (!chain?.end || days === undefined) return null;
    const [recorded] = await tx
      .insert(paymentReminders)
      .values({ paymentId: chain.last.id, companyId, days, sentAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning({ paymentId: paymentReminders.paymentId });
    if (!recorded) return null;
    const [company] = await tx.select({ name: companies.companyName }).from(companies).where(eq(companies.id, companyId));
    const recipients = await tx
      .select({ id: accounts.id, email: accounts.email, firstName: accounts.firstName, language: accounts.language })
      .from(accounts)
      .where(and(eq(accounts.companyId, companyId), eq(accounts.role, 'super_admin'), eq(accounts.isActive, true)));
    if (recipients.length) {
      // The notice keeps the date as data (the app writes it the reader's way); the texts write it as messages do.
      const params = { company: company?.name ?? '', end: chain.end, days };
      const texts = { ...params, end: showDate(chain.end) };
      const link = `${deps.config.APP_URL.replace(/\/+$/, '')}${PAYMENT_LINK}`;
      const written = recipients.map((r) => {
        const lang = emailLanguage(r);
        const email: Email = {
          to: r.email,
          subject: translate(lang, 'billing.endingSubject', texts),
          text: translate(lang, 'billing.endingBody', { ...texts, name: r.firstName, link }),
        };
        const row = {
          companyId,
          accountId: r.id,
          kind: 'package_ending',
          title: email.subject,
          body: translate(lang, 'billing.endingNotice', texts),
          link: PAYMENT_LINK,
          params,
        };
        return { email, row };
      });
      await tx.insert(notifications).values(written.map((w) => w.row));
      await enqueueEmails(
        deps,
        tx,
        written.map((w) => w.email),
      );
    }
    return { companyId, paymentId: chain.last.id, days, recipients: recipients.length };
  });
}
