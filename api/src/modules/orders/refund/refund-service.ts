import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type RefundOption,
  type RefundRequestBody,
  type RefundRequestType,
  type RefundView,
} from '@omni/shared/contracts/orders';
import { MessageKey } from '@omni/shared/errors';
import { minorToDecimalString } from '@omni/shared/money';
import type { Database } from '../../../db/database';
import {
  orderRefunds,
  orders,
  type OrderPlacementRow,
  type OrderRefundRow,
} from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import { badRequest, notFound } from '../../../http/app-error';
import { findOwnedOrder } from '../detail/repository';
import { writeOrderLog, type OrderActor } from '../order-log';
import { lineTitles, orderPlacementsOf, refundsOfOrder } from './refund-repository';
import { queueRefundSubmit } from './refund-jobs';

/** Sources whose API takes a refund request from us (ADR 048). */
const API_REFUNDS = new Set(['cj', 'omni']);

/**
 * Where the merchant asks AliExpress: its buyer order page, where a dispute is opened. Its open
 * platform has no dispute call for dropshippers (ADR 048), so nothing is asked through the API.
 */
export const aliexpressOrderUrl = (orderNo: string) =>
  `https://www.aliexpress.com/p/order/detail.html?orderId=${encodeURIComponent(orderNo)}`;

/** Refunds that hold part of the payment: asked and not refused. */
const holds = (r: OrderRefundRow) => r.status !== 'rejected';

export function refundOption(
  placement: OrderPlacementRow,
  refunds: OrderRefundRow[],
  titles: Map<string, string>,
): RefundOption {
  const mine = refunds.filter((r) => r.placementId === placement.id);
  const paid = placement.paidAt !== null && placement.status === 'success';
  const paidMinor = paid ? (placement.costMinor ?? 0) : 0;
  const refunded = mine.filter(holds).reduce((sum, r) => sum + r.amountMinor, 0);
  const max = Math.max(0, paidMinor - refunded);
  const api = API_REFUNDS.has(placement.source);
  const firstNo = placement.sourceOrderNumbers[0];
  return {
    placement_id: placement.id,
    source: placement.source,
    order_no: placement.sourceOrderNumbers,
    type: api ? 'refund_only' : 'on_source',
    blocked:
      placement.source === 'manual'
        ? 'placed_by_hand'
        : !paid
          ? 'not_paid'
          : mine.some((r) => r.status === 'pending')
            ? 'refund_open'
            : max === 0
              ? 'fully_refunded'
              : null,
    source_url: placement.source === 'aliexpress' && firstNo ? aliexpressOrderUrl(firstNo) : null,
    currency: placement.costCurrency ?? 'USD',
    paid_minor: paidMinor,
    refunded_minor: refunded,
    max_minor: max,
    lines: placement.lines.map((line) => ({
      line_item_id: line.line_item_id,
      title: titles.get(line.line_item_id) ?? line.title ?? '',
      quantity: line.quantity,
    })),
  };
}

export const refundView = (row: OrderRefundRow): RefundView => ({
  id: row.id,
  order_id: row.orderId,
  placement_id: row.placementId,
  source: row.source,
  status: row.status as RefundView['status'],
  reason: row.reason,
  note: row.note,
  lines: row.lines,
  amount_minor: row.amountMinor,
  currency: row.currency,
  error_key: row.errorKey,
  to_wallet: row.walletEntryKey !== null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

async function optionsOf(db: Database, workplaceId: string, orderId: string) {
  const found = await findOwnedOrder(db, workplaceId, orderId);
  if (!found) throw notFound(MessageKey.DataNotFound);
  const [placements, refunds, titles] = await Promise.all([
    orderPlacementsOf(db, workplaceId, found.order.id),
    refundsOfOrder(db, workplaceId, found.order.id),
    lineTitles(db, found.order.id),
  ]);
  return {
    order: found.order,
    placements,
    options: placements
      .filter((p) => p.status === 'success')
      .map((p) => refundOption(p, refunds, titles)),
  };
}

/** POST orders/v4/refund/request-type: what each placed source order of the order offers. */
export async function refundRequestType(
  db: Database,
  workplaceId: string,
  orderId: string,
): Promise<RefundRequestType> {
  const { order, options } = await optionsOf(db, workplaceId, orderId);
  return { order_id: order.id, options };
}

/** The lines asked for, each a placed line at most its placed quantity, each once. */
function checkLines(option: RefundOption, body: RefundRequestBody) {
  const seen = new Set<string>();
  body.lines.forEach((line, i) => {
    const placed = option.lines.find((l) => l.line_item_id === line.line_item_id);
    if (!placed || seen.has(line.line_item_id) || line.quantity > placed.quantity)
      throw badRequest(MessageKey.ValidationFailed, [
        {
          field: `lines.${i}`,
          message: MessageKey.FieldInvalid,
          ...(placed ? { params: { max: placed.quantity } } : {}),
        },
      ]);
    seen.add(line.line_item_id);
  });
}

/**
 * POST orders/v4/refund/request: checks the request against what the source order offers and
 * what is left of its payment, records it, moves the order to refund/pending, logs it and queues
 * the request to the source, all in one transaction (ADR 048).
 */
export async function requestRefund(
  app: FastifyInstance,
  actor: OrderActor,
  body: RefundRequestBody,
): Promise<RefundView> {
  const { db } = app.ctx;
  const { order, options } = await optionsOf(db, actor.workplaceId, body.order_id);
  const option = options.find((o) => o.placement_id === body.placement_id);
  if (!option) throw notFound(MessageKey.DataNotFound);
  if (option.type === 'on_source') throw badRequest(MessageKey.RefundOnSource);
  if (option.blocked === 'not_paid') throw badRequest(MessageKey.RefundNotPaid);
  if (option.blocked === 'refund_open') throw badRequest(MessageKey.RefundAlreadyOpen);
  checkLines(option, body);
  if (body.amount_minor > option.max_minor)
    throw badRequest(MessageKey.RefundAmountTooHigh, [
      {
        field: 'amount_minor',
        message: MessageKey.RefundAmountTooHigh,
        params: {
          max: minorToDecimalString(option.max_minor, option.currency),
          currency: option.currency,
        },
      },
    ]);
  const at = app.ctx.now();
  const note = body.note?.trim() || null;
  try {
    const row = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [inserted] = await tx
        .insert(orderRefunds)
        .values({
          workplaceId: actor.workplaceId,
          orderId: order.id,
          placementId: option.placement_id,
          source: option.source,
          reason: body.reason,
          note,
          lines: body.lines,
          amountMinor: body.amount_minor,
          currency: option.currency,
          userId: actor.userId,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await tx
        .update(orders)
        .set({ section: 'refund', subStatus: 'pending', updatedAt: at })
        .where(and(eq(orders.id, order.id), eq(orders.workplaceId, actor.workplaceId)));
      await writeOrderLog(
        tx,
        actor,
        [
          {
            orderId: order.id,
            action: 'refund_requested',
            data: {
              source: option.source,
              amount: body.amount_minor,
              currency: option.currency,
              reason: body.reason,
            },
          },
        ],
        at,
      );
      await queueRefundSubmit(app, tx, inserted!);
      return inserted!;
    });
    return refundView(row);
  } catch (error) {
    // a second request for the same source order committed first
    if (isUniqueViolation(error)) throw badRequest(MessageKey.RefundAlreadyOpen);
    throw error;
  }
}
