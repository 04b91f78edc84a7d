import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { outboxEmails } from '../../db/schema';
import type { Mailer, MailMessage } from './mailer';

interface OutboxMailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}

/**
 * Writes every message to outbox_emails (read by the dev mailbox and e2e tests) and, when
 * SMTP_URL is set, also delivers it through nodemailer. A delivery failure is logged and marked,
 * never surfaced to the caller: the link stays readable in the outbox.
 */
export function createOutboxMailer({ db, smtpUrl, from, log }: OutboxMailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(message: MailMessage) {
      const [row] = await db
        .insert(outboxEmails)
        .values(message)
        .returning({ id: outboxEmails.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
        });
        await db
          .update(outboxEmails)
          .set({ deliveryStatus: 'sent' })
          .where(eq(outboxEmails.id, row.id));
      } catch (error) {
        log.warn(
          { err: error, outboxId: row.id, kind: message.kind },
          'SMTP delivery failed; message kept in outbox',
        );
        await db
          .update(outboxEmails)
          .set({ deliveryStatus: 'failed' })
          .where(eq(outboxEmails.id, row.id));
      }
    },
  };
}
