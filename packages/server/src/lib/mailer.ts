import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Runner } from '../db/raw.ts';
import { outboxEmails } from '../db/schema.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Records the message in the outbox and sends it through SMTP when configured. Never throws. */
  send(db: Runner, email: Email): Promise<void>;
}

export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(db, email) {
      const [row] = await db
        .insert(outboxEmails)
        .values({ toAddress: email.to, subject: email.subject, textBody: email.text, status: 'stored' })
        .returning({ id: outboxEmails.id });
      if (!transport || !row) {
        options.logger.info({ outboxId: row?.id }, 'email stored in outbox (no SMTP configured)');
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: email.to, subject: email.subject, text: email.text });
        await db.update(outboxEmails).set({ status: 'sent', sentAt: new Date() }).where(eq(outboxEmails.id, row.id));
      } catch (error) {
        // The transport's message can name the recipient: log its code only.
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        options.logger.error({ code, responseCode, outboxId: row.id }, 'email could not be sent; kept in outbox');
        await db
          .update(outboxEmails)
          .set({ status: 'failed', error: String(error) })
          .where(eq(outboxEmails.id, row.id));
      }
    },
  };
}
