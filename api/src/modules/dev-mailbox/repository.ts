import { desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { outboxEmails } from '../../db/schema';

const LINK = /https?:\/\/[^\s"'<>]+/g;

/** Every distinct http(s) link of a plain-text message, in order. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(LINK) ?? [])];
}

/** Newest first; `to` filters by recipient (case-insensitive). */
export async function listOutbox(db: Database, to?: string, limit = 100): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(to ? eq(outboxEmails.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    html: row.html,
    text: row.text,
    kind: row.kind,
    links: extractLinks(row.text),
    created_at: row.createdAt.toISOString(),
  }));
}
