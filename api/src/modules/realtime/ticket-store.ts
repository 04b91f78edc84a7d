import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { realtimeTickets } from '../../db/schema';

/** A ticket opens one stream within this many seconds of being issued. */
export const TICKET_TTL_SECONDS = 30;

export interface TicketHolder {
  userId: string;
  workplaceId: string;
}

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/**
 * One-time tickets for the realtime stream. EventSource cannot send an Authorization header, and a
 * session token must never ride in a URL (it would land in logs and history); a ticket is useless
 * once spent or after TICKET_TTL_SECONDS. Only hashes are kept, in the database: the API process
 * that opens the stream need not be the one that issued the ticket (ADR 020).
 */
export class TicketStore {
  constructor(private readonly db: Database) {}

  async issue(holder: TicketHolder, now: Date): Promise<string> {
    await this.db.delete(realtimeTickets).where(lte(realtimeTickets.expiresAt, now));
    const ticket = randomBytes(32).toString('base64url');
    await this.db.insert(realtimeTickets).values({
      tokenHash: hash(ticket),
      ...holder,
      expiresAt: new Date(now.getTime() + TICKET_TTL_SECONDS * 1000),
    });
    return ticket;
  }

  /** The holder of a valid ticket, which is spent by this call (on any process); null otherwise. */
  async redeem(ticket: string, now: Date): Promise<TicketHolder | null> {
    const [found] = await this.db
      .delete(realtimeTickets)
      .where(and(eq(realtimeTickets.tokenHash, hash(ticket)), gt(realtimeTickets.expiresAt, now)))
      .returning({ userId: realtimeTickets.userId, workplaceId: realtimeTickets.workplaceId });
    return found ?? null;
  }
}
