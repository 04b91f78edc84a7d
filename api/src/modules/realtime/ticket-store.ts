import { createHash, randomBytes } from 'node:crypto';

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
 * once spent or after TICKET_TTL_SECONDS. Only hashes are kept.
 */
export class TicketStore {
  private readonly tickets = new Map<string, TicketHolder & { expiresAt: number }>();

  issue(holder: TicketHolder, now: Date): string {
    this.sweep(now);
    const ticket = randomBytes(32).toString('base64url');
    this.tickets.set(hash(ticket), {
      ...holder,
      expiresAt: now.getTime() + TICKET_TTL_SECONDS * 1000,
    });
    return ticket;
  }

  /** The holder of a valid ticket, which is spent by this call; null otherwise. */
  redeem(ticket: string, now: Date): TicketHolder | null {
    const key = hash(ticket);
    const found = this.tickets.get(key);
    this.tickets.delete(key);
    if (!found || found.expiresAt <= now.getTime()) return null;
    return { userId: found.userId, workplaceId: found.workplaceId };
  }

  private sweep(now: Date) {
    for (const [key, value] of this.tickets)
      if (value.expiresAt <= now.getTime()) this.tickets.delete(key);
  }
}
