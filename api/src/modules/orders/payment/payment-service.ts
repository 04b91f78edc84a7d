import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  PAY_ALL_MAX_ORDERS,
  type OrderPayment,
  type PayAll,
  type PaymentInfo,
  type PaymentSetting,
} from '@omni/shared/contracts/orders';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import type { Database } from '../../../db/database';
import {
  orderPayments,
  orderPlacements,
  type OrderPaymentMethod,
  type OrderPaymentRow,
  type OrderPlacementRow,
} from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import type { PaymentProvider } from '../../../integrations/payments/payment-provider';
import { debitWallet } from '../../wallets/ledger';
import { readWallet } from '../../wallets/wallet-repository';
import { loadPlacementOrders } from '../placement/placement-orders';
import { lockUnpaidPlacements, unpaidPlacements } from '../placement/placement-repository';
import { readOrderSettings } from '../settings/settings-repository';
import { writeOrderLog, type OrderActor, type OrderLogWrite } from '../order-log';
import { PAY_SUPPLIER_JOB, paySupplierDedupeKey } from './supplier-payment-job';

/** The ledger key of an order payment: one debit per payment, whatever is retried. */
export const orderPaymentKey = (paymentId: string) => `order-payment:${paymentId}`;

/**
 * Paying placed orders (spec 002 §4, §9). The placements to pay are locked in the payment's
 * transaction, so two payments of one order cannot both take it; the wallet is debited through
 * the ledger (idempotent per key, never below zero: concurrent payments queue on the wallet row).
 * Under `auto` a wallet short of funds falls back to the card checkout; under `wallet` the
 * payment fails with balance_insufficient; under `card` the checkout is used at once. Paid
 * placements queue the supplier's payment in the same transaction.
 */
/**
 * The placements a payment takes: placed with a supplier, unpaid, not ordered by hand, priced, and
 * all in one currency (one payment is one charge); otherwise nothing is due.
 */
function dueOf(unpaid: OrderPlacementRow[]) {
  const due = unpaid.filter(
    (p) => p.status === 'success' && p.source !== 'manual' && p.costMinor !== null,
  );
  const currency = due[0]?.costCurrency ?? 'USD';
  if (due.some((p) => p.costCurrency !== currency)) return { due: [], amount: 0, currency };
  return { due, amount: due.reduce((sum, p) => sum + p.costMinor!, 0), currency };
}

/** One `paid` entry per order: what its placements cost, in the supplier's currency. */
function paidPerOrder(
  placements: OrderPlacementRow[],
  method: OrderPaymentMethod,
): OrderLogWrite[] {
  const byOrder = new Map<string, OrderPlacementRow[]>();
  for (const p of placements) byOrder.set(p.orderId, [...(byOrder.get(p.orderId) ?? []), p]);
  return [...byOrder].map(([orderId, paid]) => ({
    orderId,
    action: 'paid',
    data: {
      sources: paid.map((p) => p.source),
      amount: paid.reduce((sum, p) => sum + (p.costMinor ?? 0), 0),
      currency: paid[0]!.costCurrency,
      method,
    },
  }));
}

export function createPaymentService(app: FastifyInstance, provider: PaymentProvider) {
  const { db } = app.ctx;
  const now = () => app.ctx.now();

  async function view(row: OrderPaymentRow): Promise<OrderPayment> {
    const placements =
      row.placementIds.length === 0
        ? []
        : await db
            .select({ orderId: orderPlacements.orderId })
            .from(orderPlacements)
            .where(inArray(orderPlacements.id, row.placementIds));
    return {
      id: row.id,
      method: row.method,
      status: row.status,
      amount: row.amountMinor,
      currency: row.currency,
      order_ids: [...new Set(placements.map((p) => p.orderId))],
      checkout_url: row.status === 'pending' ? row.checkoutUrl : null,
      error_key: row.errorKey,
    };
  }

  /**
   * Marks the placements paid by this payment, logs what each order paid and queues each
   * supplier's payment.
   */
  async function settle(
    tx: Database,
    actor: OrderActor,
    payment: { id: string; method: OrderPaymentMethod },
    placements: OrderPlacementRow[],
  ) {
    const paymentId = payment.id;
    const at = now();
    if (placements.length > 0)
      await tx
        .update(orderPlacements)
        .set({ paidAt: at, paymentId, updatedAt: at })
        .where(
          inArray(
            orderPlacements.id,
            placements.map((p) => p.id),
          ),
        );
    await tx
      .update(orderPayments)
      .set({ status: 'paid', errorKey: null, updatedAt: at })
      .where(eq(orderPayments.id, paymentId));
    await writeOrderLog(tx, actor, paidPerOrder(placements, payment.method));
    for (const placement of placements)
      await app.jobs.enqueue(
        {
          job: PAY_SUPPLIER_JOB,
          payload: { placementId: placement.id },
          dedupeKey: paySupplierDedupeKey(placement.id),
          workplaceId: placement.workplaceId,
        },
        tx,
      );
  }

  async function findPayment(workplaceId: string, paymentId: string) {
    const [row] = await db.select().from(orderPayments).where(eq(orderPayments.id, paymentId));
    if (!row || row.workplaceId !== workplaceId) throw notFound();
    return row;
  }

  async function openCheckout(row: OrderPaymentRow, setting: PaymentSetting) {
    const page = `${app.ctx.config.appUrl}/app/orders/payment-confirmation`;
    try {
      const checkout = await provider.createCheckout({
        reference: row.id,
        amountMinor: row.amountMinor,
        currency: row.currency,
        description: 'Omni Dropshipping order payment',
        successUrl: `${page}?payment_id=${row.id}`,
        cancelUrl: `${page}?payment_id=${row.id}&cancelled=1`,
        metadata: {
          workplace_id: row.workplaceId,
          purpose: 'order_payment',
          pay_method: setting.pay_method,
        },
        tenantId: row.workplaceId,
      });
      const [saved] = await db
        .update(orderPayments)
        .set({ checkoutId: checkout.id, checkoutUrl: checkout.url, updatedAt: now() })
        .where(eq(orderPayments.id, row.id))
        .returning();
      return saved!;
    } catch (error) {
      app.log.warn({ err: error, paymentId: row.id }, 'order checkout could not be created');
      const [failed] = await db
        .update(orderPayments)
        .set({ status: 'failed', errorKey: 'payment_provider_unavailable', updatedAt: now() })
        .where(eq(orderPayments.id, row.id))
        .returning();
      return failed!;
    }
  }

  return {
    /**
     * GET orders/v5/fetch-omni-pay-all-link: every order with something due, oldest first, in the
     * currency of the oldest, up to what one payment takes; the rest is counted as remaining.
     */
    async payAll(workplaceId: string): Promise<PayAll> {
      const due = await db
        .select({
          orderId: orderPlacements.orderId,
          costMinor: orderPlacements.costMinor,
          currency: orderPlacements.costCurrency,
        })
        .from(orderPlacements)
        .where(
          and(
            eq(orderPlacements.workplaceId, workplaceId),
            eq(orderPlacements.status, 'success'),
            isNull(orderPlacements.paidAt),
            ne(orderPlacements.source, 'manual'),
            isNotNull(orderPlacements.costMinor),
          ),
        )
        .orderBy(asc(orderPlacements.createdAt), asc(orderPlacements.id));
      const currency = due[0]?.currency ?? 'USD';
      const dueOrders = new Set(due.map((p) => p.orderId));
      // an order due in two currencies cannot be paid in one charge: it waits for its own payment
      const mixed = new Set(due.filter((p) => p.currency !== currency).map((p) => p.orderId));
      const payable = [...new Set(due.map((p) => p.orderId))]
        .filter((id) => !mixed.has(id))
        .slice(0, PAY_ALL_MAX_ORDERS);
      const taken = new Set(payable);
      return {
        order_ids: payable,
        amount: due.filter((p) => taken.has(p.orderId)).reduce((sum, p) => sum + p.costMinor!, 0),
        currency,
        remaining: dueOrders.size - payable.length,
      };
    },

    /** POST orders/v6/payments/info: what `pay` would charge and how, without charging. */
    async info(workplaceId: string, orderIds: string[]): Promise<PaymentInfo> {
      await loadPlacementOrders(db, workplaceId, orderIds); // NOT_FOUND for foreign ids
      const { payment: setting } = await readOrderSettings(db, workplaceId);
      const { due, amount, currency } = dueOf(await unpaidPlacements(db, workplaceId, orderIds));
      const wallet = await readWallet(db, { workplaceId, currency });
      const covered = wallet.total_balance >= amount;
      const method =
        setting.payment_behavior === 'card' || (setting.payment_behavior === 'auto' && !covered)
          ? setting.pay_method
          : 'wallet';
      return {
        order_ids: [...new Set(due.map((p) => p.orderId))],
        amount,
        currency,
        wallet_balance: wallet.total_balance,
        method,
        error_key:
          due.length === 0
            ? 'nothing_to_pay'
            : method === 'wallet' && !covered
              ? 'balance_insufficient'
              : null,
      };
    },

    async pay(actor: OrderActor, orderIds: string[]): Promise<OrderPayment> {
      const { workplaceId } = actor;
      await loadPlacementOrders(db, workplaceId, orderIds); // NOT_FOUND for foreign ids
      const { payment: setting } = await readOrderSettings(db, workplaceId);
      const paymentId = randomUUID();
      const at = now();
      const row = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const { due, amount, currency } = dueOf(
          await lockUnpaidPlacements(tx, workplaceId, orderIds),
        );
        const insert = (method: OrderPaymentMethod, extra: Partial<OrderPaymentRow> = {}) =>
          tx
            .insert(orderPayments)
            .values({
              id: paymentId,
              workplaceId,
              method,
              amountMinor: amount,
              currency,
              placementIds: due.map((p) => p.id),
              createdAt: at,
              updatedAt: at,
              ...extra,
            })
            .returning();
        if (due.length === 0)
          return (await insert('wallet', { status: 'failed', errorKey: 'nothing_to_pay' }))[0]!;

        if (setting.payment_behavior !== 'card') {
          const [payment] = await insert('wallet');
          const answer = await debitWallet(tx, {
            workplaceId,
            currency,
            amount,
            key: orderPaymentKey(paymentId),
            reference: paymentId,
            description: 'order payment',
            now: at,
          });
          if (answer.status === 'paid') {
            await settle(tx, actor, { id: paymentId, method: 'wallet' }, due);
            return { ...payment!, status: 'paid' as const };
          }
          const failed = { status: 'failed' as const, errorKey: 'balance_insufficient' };
          if (setting.payment_behavior === 'wallet') {
            await tx.update(orderPayments).set(failed).where(eq(orderPayments.id, paymentId));
            return { ...payment!, ...failed };
          }
          // auto: the wallet is short, so the card pays (spec 002 §9 "wallet first, then card")
          const [card] = await tx
            .update(orderPayments)
            .set({ method: setting.pay_method })
            .where(eq(orderPayments.id, paymentId))
            .returning();
          return card!;
        }
        return (await insert(setting.pay_method))[0]!;
      });
      if (row.status === 'pending') return view(await openCheckout(row, setting));
      return view(row);
    },

    /** After the hosted checkout: settles the payment when the provider says it is paid. */
    async confirm(actor: OrderActor, paymentId: string): Promise<OrderPayment> {
      const { workplaceId } = actor;
      const row = await findPayment(workplaceId, paymentId);
      if (row.status !== 'pending' || !row.checkoutId) return view(row);
      let checkout;
      try {
        checkout = await provider.getCheckout(row.checkoutId, workplaceId);
      } catch {
        throw new AppError(BodyStatus.UNPROCESSABLE_ENTITY, MessageKey.PaymentProviderUnavailable);
      }
      if (checkout.status === 'open') return view(row);
      const settled = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [locked] = await tx
          .select()
          .from(orderPayments)
          .where(eq(orderPayments.id, paymentId))
          .for('update');
        if (locked!.status !== 'pending') return locked!;
        if (checkout.status === 'expired') {
          const [expired] = await tx
            .update(orderPayments)
            .set({ status: 'cancelled', updatedAt: now() })
            .where(eq(orderPayments.id, paymentId))
            .returning();
          return expired!;
        }
        const placements = await tx
          .select()
          .from(orderPlacements)
          .where(inArray(orderPlacements.id, locked!.placementIds))
          .for('update');
        await settle(
          tx,
          actor,
          locked!,
          placements.filter((p) => !p.paidAt),
        );
        return { ...locked!, status: 'paid' as const };
      });
      return view(settled);
    },

    async cancel(workplaceId: string, paymentId: string): Promise<OrderPayment> {
      const row = await findPayment(workplaceId, paymentId);
      if (row.status !== 'pending') return view(row);
      const [cancelled] = await db
        .update(orderPayments)
        .set({ status: 'cancelled', updatedAt: now() })
        .where(eq(orderPayments.id, paymentId))
        .returning();
      return view(cancelled!);
    },
  };
}
