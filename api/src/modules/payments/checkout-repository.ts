import { and, eq, sql } from 'drizzle-orm';
import type { CheckoutSessionView } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import {
  checkoutSessions,
  paymentWebhookEvents,
  type CheckoutSessionRow,
  type CheckoutSessionStatus,
} from '../../db/schema';
import { isUuid } from '../../http/is-uuid';
import type { PaymentEvent } from '../../integrations/payments/payment-provider';
import { topupBonus } from '../wallets/bonus-rules';
import { creditWallet } from '../wallets/ledger';

/** Checkouts are read per workplace; only provider webhooks find them by the provider's id. */

export async function insertCheckoutSession(
  db: Database,
  row: typeof checkoutSessions.$inferInsert,
): Promise<CheckoutSessionRow> {
  const [inserted] = await db.insert(checkoutSessions).values(row).returning();
  return inserted!;
}

export async function findWorkplaceCheckout(
  db: Database,
  workplaceId: string,
  id: string,
): Promise<CheckoutSessionRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.workplaceId, workplaceId)));
  return row ?? null;
}

const NEXT_STATUS: Record<PaymentEvent['type'], CheckoutSessionStatus> = {
  'checkout.paid': 'paid',
  'checkout.failed': 'failed',
  'checkout.expired': 'expired',
};

/**
 * Which statuses an event may move a checkout from: paid is final; a refused card can still be
 * followed by a paid one (the payer retries on the same page), and events may arrive out of order.
 */
const MAY_LEAVE: Record<CheckoutSessionStatus, CheckoutSessionStatus[]> = {
  paid: ['open', 'failed', 'expired'],
  failed: ['open', 'failed'],
  expired: ['open', 'failed'],
  open: [],
};

export type AppliedEvent =
  | { outcome: 'duplicate' }
  | { outcome: 'unknown-session' }
  | { outcome: 'unchanged'; session: CheckoutSessionRow }
  | { outcome: 'changed'; session: CheckoutSessionRow };

/**
 * Records a verified provider event once and moves the checkout it is about. The event row and
 * the status change commit together: a retried job either finds the event recorded (duplicate)
 * or applies both. A paid top-up credits the wallet in the same transaction, keyed by the
 * checkout, so it is credited exactly once whatever the order or number of deliveries.
 */
export async function applyPaymentEvent(
  db: Database,
  provider: string,
  event: PaymentEvent,
  now: Date,
): Promise<AppliedEvent> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentWebhookEvents)
      .values({
        provider,
        eventId: event.id,
        type: event.type,
        providerSessionId: event.checkout.id,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (recorded.length === 0) return { outcome: 'duplicate' };

    const [session] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.providerSessionId, event.checkout.id))
      .for('update');
    if (!session) return { outcome: 'unknown-session' };

    const next = NEXT_STATUS[event.type];
    if (!MAY_LEAVE[next].includes(session.status)) return { outcome: 'unchanged', session };
    const [updated] = await tx
      .update(checkoutSessions)
      .set({
        status: next,
        url: next === 'paid' || next === 'expired' ? null : session.url,
        paidAt: next === 'paid' ? now : session.paidAt,
        updatedAt: sql`now()`,
      })
      .where(eq(checkoutSessions.id, session.id))
      .returning();
    if (next === 'paid' && session.purpose === 'wallet_topup')
      await creditTopup(tx as unknown as Database, updated!, now);
    return { outcome: 'changed', session: updated! };
  });
}

/** The top-up and the bonus it earns (GET orders/v7/wallet/bonus), each once per checkout. */
async function creditTopup(tx: Database, session: CheckoutSessionRow, now: Date): Promise<void> {
  const wallet = { workplaceId: session.workplaceId, currency: session.currency, now };
  await creditWallet(tx, {
    ...wallet,
    kind: 'topup',
    amount: session.amountMinor,
    key: `checkout:${session.id}`,
    reference: session.id,
  });
  const bonus = topupBonus(session.amountMinor, session.currency);
  if (bonus > 0)
    await creditWallet(tx, {
      ...wallet,
      kind: 'bonus',
      amount: bonus,
      key: `checkout-bonus:${session.id}`,
      reference: session.id,
    });
}

/** Minor units → the major-unit number the client shows (2 decimals for every top-up currency). */
export function toCheckoutView(row: CheckoutSessionRow): CheckoutSessionView {
  return {
    id: row.id,
    purpose: row.purpose,
    status: row.status,
    amount: row.amountMinor / 100,
    currency: row.currency,
    url: row.status === 'open' || row.status === 'failed' ? row.url : null,
    sandbox: row.sandbox,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}
