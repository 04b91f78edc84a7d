import { and, desc, eq, inArray, like, lt, or } from 'drizzle-orm';
import type { TransactionLogPage, TransactionLogQuery } from '@omni/shared/contracts/orders';
import type { Database } from '../../../db/database';
import { orderPayments, orderPlacements, orders, walletEntries, wallets } from '../../../db/schema';

/** The ledger key prefix of order payments (orderPaymentKey); refunds carry it as reference. */
const ORDER_PAYMENT_PREFIX = 'order-payment:';

/**
 * GET orders/v6/payments/transaction-logs: the ledger entries of order payments in every wallet
 * of the workplace, newest first, a page at a time (keyset on the entry number). Only what the
 * ledger recorded: the amounts, parts and balance after come from the entry; the orders from the
 * payment the entry names.
 */
export async function listTransactionLogs(
  db: Database,
  workplaceId: string,
  query: TransactionLogQuery,
): Promise<TransactionLogPage> {
  const limit = query.page_size ?? 25;
  const rows = await db
    .select({ entry: walletEntries, currency: wallets.currency })
    .from(walletEntries)
    .innerJoin(wallets, eq(wallets.id, walletEntries.walletId))
    .where(
      and(
        eq(wallets.workplaceId, workplaceId),
        or(
          and(
            eq(walletEntries.kind, 'payment'),
            like(walletEntries.idempotencyKey, `${ORDER_PAYMENT_PREFIX}%`),
          ),
          and(
            eq(walletEntries.kind, 'refund'),
            like(walletEntries.reference, `${ORDER_PAYMENT_PREFIX}%`),
          ),
        ),
        query.cursor ? lt(walletEntries.seq, Number(query.cursor)) : undefined,
      ),
    )
    .orderBy(desc(walletEntries.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const paymentIdOf = ({ entry }: (typeof rows)[number]) =>
    (entry.kind === 'refund' ? entry.reference! : entry.idempotencyKey!).slice(
      ORDER_PAYMENT_PREFIX.length,
    );
  const ordersByPayment = await ordersOfPayments(db, workplaceId, [
    ...new Set(page.map(paymentIdOf)),
  ]);
  return {
    items: page.map((row) => ({
      id: String(row.entry.seq),
      kind: row.entry.kind as 'payment' | 'refund',
      amount: row.entry.topupAmount + row.entry.bonusAmount,
      topup_amount: row.entry.topupAmount,
      bonus_amount: row.entry.bonusAmount,
      balance_after: row.entry.balanceTopupAfter + row.entry.balanceBonusAfter,
      currency: row.currency,
      payment_id: paymentIdOf(row),
      orders: ordersByPayment.get(paymentIdOf(row)) ?? [],
      created_at: row.entry.createdAt.toISOString(),
    })),
    next_cursor: rows.length > limit ? String(page.at(-1)!.entry.seq) : null,
  };
}

/** The orders each payment paid for (through its placements), by order name. */
async function ordersOfPayments(db: Database, workplaceId: string, paymentIds: string[]) {
  const out = new Map<string, { id: string; name: string | null }[]>();
  const uuids = paymentIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (uuids.length === 0) return out;
  const payments = await db
    .select({ id: orderPayments.id, placementIds: orderPayments.placementIds })
    .from(orderPayments)
    .where(and(eq(orderPayments.workplaceId, workplaceId), inArray(orderPayments.id, uuids)));
  const placementIds = [...new Set(payments.flatMap((p) => p.placementIds))];
  if (placementIds.length === 0) return out;
  const placed = await db
    .select({ placementId: orderPlacements.id, orderId: orders.id, name: orders.orderName })
    .from(orderPlacements)
    .innerJoin(orders, eq(orders.id, orderPlacements.orderId))
    .where(
      and(eq(orderPlacements.workplaceId, workplaceId), inArray(orderPlacements.id, placementIds)),
    );
  const byPlacement = new Map(placed.map((p) => [p.placementId, p]));
  for (const payment of payments) {
    const seen = new Map<string, { id: string; name: string | null }>();
    for (const placementId of payment.placementIds) {
      const found = byPlacement.get(placementId);
      if (found) seen.set(found.orderId, { id: found.orderId, name: found.name });
    }
    out.set(
      payment.id,
      [...seen.values()].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '')),
    );
  }
  return out;
}
