import { translate, type MessageKey } from '@performa/contracts/i18n/translate';
import { sql } from 'drizzle-orm';
import { intArray, rowsOf, slices, type Runner } from '../../db/raw.ts';
import { notifications } from '../../db/schema.ts';
import type { Email } from '../../lib/mailer.ts';
import { accountEmail, emailLanguage, type EmailKind, type Recipient } from '../accounts/emails.ts';
import type { AppDeps } from '../deps.ts';

/**
 * Telling people about their evaluations (docs/product.md §2.9, §5.5): one in-app notification and one
 * email per person, both in the person's own language, written in the caller's transaction (the emails
 * through the job queue, so that they leave only if it commits and a large round does not wait for SMTP).
 */

/** Emails written by a transaction and sent after it commits, by a worker (ADR 21). */
export const EMAIL_QUEUE = 'email';

/** Adds the emails to the queue inside the caller's transaction: they are sent exactly when it commits. */
export function enqueueEmails(deps: AppDeps, runner: Runner, emails: readonly Email[]): Promise<void> {
  return deps.jobs.enqueue(runner, EMAIL_QUEUE, emails);
}

/** The page every evaluation notice links to. */
export const EVALUATE_LINK = '/evaluate';

/** An employee's account as a notice reaches it, with how many evaluations the notice is about. */
export interface NoticeRecipient extends Recipient {
  employeeId: number;
  accountId: number;
  companyId: number;
  count: number;
}

export interface Notice {
  kind: 'cards_activated' | 'reminder' | 'results_released';
  /** The email; its subject is also the notification's title. */
  email: EmailKind;
  /** The notification's body. */
  body: MessageKey;
  /** The values of the texts besides the recipient's count (round, period, end). */
  params: Record<string, string | number>;
  /** The page the notice links to, per recipient (app path); the evaluation list when left out. */
  link?: (recipient: NoticeRecipient) => string;
}

/** The accounts of these employees (active accounts only: nobody else can read a notice), each with its count. */
export async function noticeRecipients(runner: Runner, counts: ReadonlyArray<{ employeeId: number; count: number }>): Promise<NoticeRecipient[]> {
  const byEmployee = new Map(counts.map((c) => [c.employeeId, c.count]));
  const out: NoticeRecipient[] = [];
  for (const part of slices(counts)) {
    const rows = await rowsOf<{
      employee_id: number;
      account_id: number;
      company_id: number;
      email: string;
      first_name: string;
      username: string;
      language: string | null;
    }>(
      runner,
      sql`select em.id as employee_id, a.id as account_id, a.company_id, a.email, a.first_name, a.username, a.language
        from employees em join accounts a on a.id = em.account_id
        where em.id = any(${intArray(part.map((c) => c.employeeId))}) and a.is_active
        order by em.id`,
    );
    for (const r of rows) {
      out.push({
        employeeId: r.employee_id,
        accountId: r.account_id,
        companyId: r.company_id,
        email: r.email,
        firstName: r.first_name,
        username: r.username,
        language: r.language,
        count: byEmployee.get(r.employee_id) ?? 0,
      });
    }
  }
  return out;
}

/** Writes the notifications and queues the emails of one notice to every recipient. */
export async function deliverNotice(deps: AppDeps, runner: Runner, notice: Notice, recipients: readonly NoticeRecipient[]): Promise<void> {
  const base = deps.config.APP_URL.replace(/\/+$/, '');
  for (const part of slices(recipients)) {
    const written = part.map((r) => {
      const params = { ...notice.params, count: r.count };
      const path = notice.link?.(r) ?? EVALUATE_LINK;
      const email = accountEmail(r, notice.email, { ...params, link: `${base}${path}` });
      return {
        email,
        row: {
          companyId: r.companyId,
          accountId: r.accountId,
          kind: notice.kind,
          title: email.subject,
          body: translate(emailLanguage(r), notice.body, params),
          link: path,
          params,
        },
      };
    });
    await runner.insert(notifications).values(written.map((w) => w.row));
    await enqueueEmails(
      deps,
      runner,
      written.map((w) => w.email),
    );
  }
}

/** A round as notices name it: its name, its period's name and its end date. */
export async function roundParams(runner: Runner, frequencyId: number): Promise<{ round: string; period: string; end: string } | null> {
  const [row] = await rowsOf<{ round: string; period: string; end: string }>(
    runner,
    sql`select f.name as round, p.name as period, f.end_date::text as end from frequencies f join periods p on p.id = f.period_id where f.id = ${frequencyId}`,
  );
  return row ?? null;
}
