import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every mail the API sends, kept so verification and reset work offline (dev mailbox). */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    /** 'stored' (outbox only) | 'sent' (also delivered by SMTP) | 'failed' */
    deliveryStatus: text('delivery_status').notNull().default('stored'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_emails_to_idx').on(t.to),
    index('outbox_emails_created_at_idx').on(t.createdAt),
  ],
);
