import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * CJ's dispute API (API 2.0 "Dispute") on the stand-in's orders (ADR 048): disputeProducts lists
 * a paid order's products with the CJ lineItemId, price and how many may still be disputed
 * (canChoose false while a dispute of it is open); disputeConfirmInfo answers the reasons and the
 * most CJ gives back; create opens a dispute (`businessDisputeId` is ours: the same one again
 * opens nothing new); getDisputeList lists an order's disputes; cancel closes an open one. A
 * dispute stays PROCESSING until the control API decides it (POST /_control/disputes/decide:
 * FINISHED with the money given back, or REJECTED), as CJ's staff would.
 */
export interface DisputeOrder {
  orderId: string;
  orderNumber: string;
  openId: number;
  status: string;
  products: { vid: string; quantity: number; price: number }[];
  postage: number;
}

export interface StoredDispute {
  id: string;
  orderId: string;
  openId: number;
  businessDisputeId: string;
  disputeReasonId: number;
  expectType: number;
  refundType: number;
  messageText: string;
  products: { lineItemId: string; quantity: number; price: number }[];
  status: 'PROCESSING' | 'FINISHED' | 'REJECTED' | 'CANCELLED';
  money: number;
  createDate: string;
}

export interface CjDisputes {
  disputes: Map<string, StoredDispute>;
  decide(idOrBusinessId: string, status: 'FINISHED' | 'REJECTED'): StoredDispute | undefined;
}

/** The reasons CJ offers, as disputeConfirmInfo answers them. */
export const DISPUTE_REASONS = [
  { disputeReasonId: 1, reasonName: 'Order cancelled or changed by the customer' },
  { disputeReasonId: 2, reasonName: 'Product unavailable / out of stock' },
  { disputeReasonId: 3, reasonName: 'Other' },
];

/** Orders CJ has been paid for: only they can be disputed. */
const PAID = new Set(['UNSHIPPED', 'SHIPPED', 'DELIVERED']);
const PARAM_ERROR = 1600100;
const ORDER_NOT_FOUND = 1603100;

/** A product's CJ lineItemId: the order id and the product's place, stable for the order. */
const lineItemIdOf = (orderId: string, index: number) =>
  `${orderId}${String(index + 1).padStart(2, '0')}`;

export function registerCjDisputes(
  app: FastifyInstance,
  deps: {
    now: () => number;
    orders: Map<string, DisputeOrder>;
    authed: (
      handler: (
        request: FastifyRequest,
        reply: FastifyReply,
        account: { openId: number },
      ) => unknown,
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    envelope: (data: unknown) => unknown;
    fail: (reply: FastifyReply, code: number, message: string) => FastifyReply;
  },
): CjDisputes {
  const { orders, authed, envelope, fail } = deps;
  const disputes = new Map<string, StoredDispute>();
  let sequence = 0;

  const orderOf = (orderId: unknown, openId: number) => {
    const order = orders.get(String(orderId ?? ''));
    return order && order.openId === openId ? order : undefined;
  };
  /** How many of a product are in disputes not rejected or cancelled. */
  const disputed = (orderId: string, lineItemId: string) =>
    [...disputes.values()]
      .filter(
        (d) => d.orderId === orderId && (d.status === 'PROCESSING' || d.status === 'FINISHED'),
      )
      .flatMap((d) => d.products)
      .filter((p) => p.lineItemId === lineItemId)
      .reduce((sum, p) => sum + p.quantity, 0);
  const open = (orderId: string) =>
    [...disputes.values()].some((d) => d.orderId === orderId && d.status === 'PROCESSING');
  const productsOf = (order: DisputeOrder) =>
    order.products.map((p, index) => {
      const lineItemId = lineItemIdOf(order.orderId, index);
      const left = p.quantity - disputed(order.orderId, lineItemId);
      return {
        lineItemId,
        cjVariantId: p.vid,
        canChoose: left > 0 && !open(order.orderId),
        price: p.price,
        quantity: Math.max(0, left),
      };
    });
  const view = (d: StoredDispute) => ({
    id: d.id,
    orderId: d.orderId,
    businessDisputeId: d.businessDisputeId,
    status: d.status,
    disputeReason:
      DISPUTE_REASONS.find((r) => r.disputeReasonId === d.disputeReasonId)?.reasonName ?? '',
    money: d.status === 'FINISHED' ? d.money : null,
    finallyDeal: d.status === 'FINISHED' ? d.expectType : null,
    createDate: d.createDate,
  });

  app.get(
    '/api2.0/v1/disputes/disputeProducts',
    authed((request, reply, account) => {
      const order = orderOf((request.query as { orderId?: string }).orderId, account.openId);
      if (!order)
        return fail(reply, ORDER_NOT_FOUND, 'Order not found, Please check the CJ order id');
      return envelope({
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        productInfoList: PAID.has(order.status) ? productsOf(order) : [],
      });
    }),
  );

  /** The chosen products, checked against what may be disputed; a string is the refusal. */
  const chosenOf = (order: DisputeOrder, list: unknown) => {
    if (!Array.isArray(list) || list.length === 0) return 'productInfoList is required';
    const products = productsOf(order);
    const chosen = [];
    for (const item of list as { lineItemId?: unknown; quantity?: unknown }[]) {
      const product = products.find((p) => p.lineItemId === String(item.lineItemId ?? ''));
      const quantity = Number(item.quantity);
      if (
        !product ||
        !product.canChoose ||
        !Number.isInteger(quantity) ||
        quantity < 1 ||
        quantity > product.quantity
      )
        return `lineItemId ${String(item.lineItemId)} cannot be disputed`;
      chosen.push({ lineItemId: product.lineItemId, quantity, price: product.price });
    }
    return chosen;
  };

  app.post(
    '/api2.0/v1/disputes/disputeConfirmInfo',
    authed((request, reply, account) => {
      const body = (request.body ?? {}) as { orderId?: unknown; productInfoList?: unknown };
      const order = orderOf(body.orderId, account.openId);
      if (!order)
        return fail(reply, ORDER_NOT_FOUND, 'Order not found, Please check the CJ order id');
      const chosen = chosenOf(order, body.productInfoList);
      if (typeof chosen === 'string') return fail(reply, PARAM_ERROR, `Param error: ${chosen}`);
      const maxProductPrice =
        chosen.reduce((sum, p) => sum + Math.round(p.price * 100) * p.quantity, 0) / 100;
      return envelope({
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        maxProductPrice,
        maxPostage: order.postage,
        maxAmount: Math.round((maxProductPrice + order.postage) * 100) / 100,
        expectResultOptionList: ['1', '2'],
        disputeReasonList: DISPUTE_REASONS,
        productInfoList: chosen,
      });
    }),
  );

  app.post(
    '/api2.0/v1/disputes/create',
    authed((request, reply, account) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const order = orderOf(body.orderId, account.openId);
      if (!order)
        return fail(reply, ORDER_NOT_FOUND, 'Order not found, Please check the CJ order id');
      const businessDisputeId = String(body.businessDisputeId ?? '');
      if (!businessDisputeId)
        return fail(reply, PARAM_ERROR, 'Param error: businessDisputeId is required');
      const known = [...disputes.values()].find(
        (d) => d.businessDisputeId === businessDisputeId && d.openId === account.openId,
      );
      if (known) return envelope(known.id);
      const reasonId = Number(body.disputeReasonId);
      if (!DISPUTE_REASONS.some((r) => r.disputeReasonId === reasonId))
        return fail(reply, PARAM_ERROR, 'Param error: disputeReasonId');
      if (![1, 2].includes(Number(body.expectType)) || ![1, 2].includes(Number(body.refundType)))
        return fail(reply, PARAM_ERROR, 'Param error: expectType and refundType are 1 or 2');
      const chosen = chosenOf(order, body.productInfoList);
      if (typeof chosen === 'string') return fail(reply, PARAM_ERROR, `Param error: ${chosen}`);
      const prices = (body.productInfoList as { price?: unknown }[]).map((p) => Number(p.price));
      if (prices.some((p) => !Number.isFinite(p) || p < 0))
        return fail(reply, PARAM_ERROR, 'Param error: productInfoList[].price');
      sequence += 1;
      const dispute: StoredDispute = {
        id: `DP${String(700000 + sequence)}`,
        orderId: order.orderId,
        openId: account.openId,
        businessDisputeId,
        disputeReasonId: reasonId,
        expectType: Number(body.expectType),
        refundType: Number(body.refundType),
        messageText: String(body.messageText ?? ''),
        products: chosen.map((c, i) => ({ ...c, price: prices[i]! })),
        status: 'PROCESSING',
        money: Math.round(prices.reduce((sum, p) => sum + p * 100, 0)) / 100,
        createDate: new Date(deps.now()).toISOString(),
      };
      disputes.set(dispute.id, dispute);
      return envelope(dispute.id);
    }),
  );

  app.get(
    '/api2.0/v1/disputes/getDisputeList',
    authed((request, _reply, account) => {
      const q = request.query as { orderId?: string; pageNum?: string; pageSize?: string };
      const pageNum = Math.max(1, Number(q.pageNum) || 1);
      const pageSize = Math.min(100, Math.max(1, Number(q.pageSize) || 10));
      const mine = [...disputes.values()].filter(
        (d) => d.openId === account.openId && (!q.orderId || d.orderId === q.orderId),
      );
      return envelope({
        pageNum,
        pageSize,
        total: mine.length,
        list: mine.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(view),
      });
    }),
  );

  app.post(
    '/api2.0/v1/disputes/cancel',
    authed((request, reply, account) => {
      const body = (request.body ?? {}) as { orderId?: unknown; disputeId?: unknown };
      const dispute = disputes.get(String(body.disputeId ?? ''));
      if (
        !dispute ||
        dispute.openId !== account.openId ||
        dispute.orderId !== String(body.orderId ?? '')
      )
        return fail(reply, PARAM_ERROR, 'Param error: no such dispute');
      if (dispute.status === 'PROCESSING') dispute.status = 'CANCELLED';
      return envelope(true);
    }),
  );

  const decide = (idOrBusinessId: string, status: 'FINISHED' | 'REJECTED') => {
    const found =
      disputes.get(idOrBusinessId) ??
      [...disputes.values()].find((d) => d.businessDisputeId === idOrBusinessId);
    if (found?.status === 'PROCESSING') found.status = status;
    return found;
  };

  app.post('/_control/disputes/decide', async (request, reply) => {
    const body = (request.body ?? {}) as { dispute?: unknown; status?: unknown };
    if (
      typeof body.dispute !== 'string' ||
      (body.status !== 'FINISHED' && body.status !== 'REJECTED')
    )
      return reply
        .code(400)
        .send({
          error: 'dispute (id or businessDisputeId) and status (FINISHED or REJECTED) are required',
        });
    const decided = decide(body.dispute, body.status);
    if (!decided) return reply.code(404).send({ error: 'No such dispute' });
    return { dispute: view(decided) };
  });

  app.get('/_control/disputes', async () => ({ disputes: [...disputes.values()].map(view) }));

  return { disputes, decide };
}
