import type { FastifyInstance, FastifyReply } from 'fastify';
import { gid } from './ids';
import type { FinancialStatus } from './model';
import { orderPayload } from './payloads';
import { renderControlPage } from './control-page';
import { COMPLIANCE_TOPICS, WorldError, type ComplianceTopic, type ShopifyWorld } from './world';
import type { WebhookDelivery } from './webhooks';

const FINANCIAL: FinancialStatus[] = [
  'PENDING',
  'AUTHORIZED',
  'PAID',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
  'VOIDED',
];

const deliveryView = (d: WebhookDelivery) => ({
  webhook_id: d.webhookId,
  event_id: d.eventId,
  topic: d.topic,
  shop: d.shopDomain,
  uri: d.uri,
  triggered_at: d.triggeredAt,
  attempts: d.attempts,
  last_status: d.lastStatus,
  last_error: d.lastError,
  state: d.state,
});

async function guard<T>(reply: FastifyReply, work: () => T | Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WorldError)
      return reply.code(error.code === 'NOT_FOUND' ? 404 : 400).send({ error: error.message });
    throw error;
  }
}

/**
 * The outside world's levers (JSON under /control, and the HTML page at /): e2e tests and people
 * use them to make customers order, merchants uninstall, tokens die and the service misbehave.
 */
export function registerControlRoutes(
  app: FastifyInstance,
  world: ShopifyWorld,
  publicUrl: string,
) {
  app.get('/', async (_request, reply) =>
    reply.type('text/html').send(renderControlPage(world, publicUrl)),
  );

  app.get('/control/state', async () => ({
    health: world.health,
    throttle: world.throttle,
    throttled_calls: world.throttledCalls,
    app: {
      api_key: world.app.apiKey,
      application_url: world.app.applicationUrl,
      compliance_webhook_url: world.app.complianceWebhookUrl,
    },
    shops: [...world.shops.values()].map((shop) => ({
      domain: shop.domain,
      name: shop.name,
      currency: shop.currencyCode,
      installed: shop.installation !== null,
      token_revoked: shop.installation?.revoked ?? false,
      scopes: shop.installation?.scopes ?? [],
      subscriptions: shop.subscriptions.map((s) => ({ topic: s.topic, uri: s.uri })),
      throttle_status: world.bucket(shop.domain).status(),
      admin_url: `${publicUrl}/shops/${shop.domain}/admin/apps/${world.app.handle}/`,
      customers: shop.customers.map((c) => ({
        id: c.id,
        name: `${c.firstName} ${c.lastName}`,
        email: c.email,
      })),
      products: shop.products.map((p) => ({
        id: p.id,
        admin_graphql_api_id: gid('Product', p.id),
        title: p.title,
        handle: p.handle,
        status: p.status,
        media: p.media.map((m) => ({ id: m.id, src: m.originalSource, alt: m.alt })),
        variants: p.variants.map((v) => ({ id: v.id, title: v.title, price: v.price, sku: v.sku })),
        publication_ids: [...p.publicationIds],
      })),
      publications: shop.publications.map((p) => ({
        id: p.id,
        name: p.name,
        handle: p.app.handle,
      })),
      orders: shop.orders.map((o) => ({
        id: o.id,
        name: o.name,
        financial_status: o.financialStatus,
        fulfillment_status: o.fulfillmentStatus,
        cancelled: o.cancelledAt !== null,
      })),
    })),
    deliveries: world.webhooks.log.slice(0, 50).map(deliveryView),
  }));

  app.post<{
    Params: { shop: string };
    Body: {
      customer_id?: number;
      items?: Array<{ variant_id: number; quantity: number }>;
      financial_status?: FinancialStatus;
      note?: string;
      shipping_line?: { title: string; code: string; price: string };
      discount_code?: { code: string; type: 'fixed_amount' | 'percentage'; value: string };
      tax_rate?: string;
      taxes_included?: boolean;
    };
  }>('/control/shops/:shop/orders', async (request, reply) =>
    guard(reply, () => {
      const body = request.body ?? {};
      if (body.financial_status && !FINANCIAL.includes(body.financial_status))
        throw new WorldError('INVALID', 'Unknown financial_status');
      const { order, deliveries } = world.placeOrder(request.params.shop, {
        customerId: body.customer_id,
        items: body.items?.map((item) => ({
          variantId: Number(item.variant_id),
          quantity: Number(item.quantity),
        })),
        financialStatus: body.financial_status,
        note: body.note,
        shippingLine: body.shipping_line,
        discountCode: body.discount_code,
        taxRate: body.tax_rate,
        taxesIncluded: body.taxes_included,
      });
      return reply.code(201).send({
        order: orderPayload(world.shop(request.params.shop), order),
        deliveries: deliveries.map(deliveryView),
      });
    }),
  );

  app.post<{
    Params: { shop: string; order: string };
    Body: { financial_status?: FinancialStatus; note?: string; cancel?: boolean };
  }>('/control/shops/:shop/orders/:order/update', async (request, reply) =>
    guard(reply, () => {
      const body = request.body ?? {};
      if (body.financial_status && !FINANCIAL.includes(body.financial_status))
        throw new WorldError('INVALID', 'Unknown financial_status');
      const { order, deliveries } = world.updateOrder(
        request.params.shop,
        Number(request.params.order),
        {
          financialStatus: body.financial_status,
          note: body.note,
          cancel: body.cancel,
        },
      );
      return {
        order: orderPayload(world.shop(request.params.shop), order),
        deliveries: deliveries.map(deliveryView),
      };
    }),
  );

  app.post<{ Params: { shop: string } }>('/control/shops/:shop/uninstall', async (request, reply) =>
    guard(reply, () => ({ deliveries: world.uninstall(request.params.shop).map(deliveryView) })),
  );

  app.post<{ Params: { shop: string } }>(
    '/control/shops/:shop/revoke-token',
    async (request, reply) =>
      guard(reply, () => {
        world.revokeToken(request.params.shop);
        return { revoked: true };
      }),
  );

  app.post<{ Params: { shop: string }; Body: { topic?: ComplianceTopic; customer_id?: number } }>(
    '/control/shops/:shop/compliance',
    async (request, reply) =>
      guard(reply, () => {
        const topic = request.body?.topic;
        if (!topic || !COMPLIANCE_TOPICS.includes(topic))
          throw new WorldError('INVALID', `topic must be one of ${COMPLIANCE_TOPICS.join(', ')}`);
        return {
          delivery: deliveryView(
            world.compliance(request.params.shop, topic, request.body.customer_id),
          ),
        };
      }),
  );

  app.post<{ Body: { mode?: string; slow_ms?: number } }>(
    '/control/health',
    async (request, reply) => {
      const { mode, slow_ms: slowMs } = request.body ?? {};
      if (mode !== 'normal' && mode !== 'down' && mode !== 'slow')
        return reply.code(400).send({ error: 'mode must be normal, down or slow' });
      world.health = {
        mode,
        slowMs: Number.isInteger(slowMs) && slowMs! >= 0 ? slowMs! : world.health.slowMs,
      };
      return world.health;
    },
  );

  app.post<{ Body: { maximum_available?: number; restore_rate?: number; drain?: boolean } }>(
    '/control/throttle',
    async (request, reply) => {
      const body = request.body ?? {};
      const maximumAvailable = body.maximum_available ?? world.throttle.maximumAvailable;
      const restoreRate = body.restore_rate ?? world.throttle.restoreRate;
      if (!(maximumAvailable > 0) || !(restoreRate >= 0))
        return reply.code(400).send({ error: 'maximum_available > 0 and restore_rate >= 0' });
      world.setThrottle({ maximumAvailable, restoreRate });
      if (body.drain) world.drainBuckets();
      return world.throttle;
    },
  );

  app.post<{ Params: { webhook: string }; Body: { times?: number } }>(
    '/control/webhooks/:webhook/redeliver',
    async (request, reply) => {
      const times = Math.min(Math.max(Number(request.body?.times ?? 1), 1), 20);
      const delivery = world.webhooks.redeliver(request.params.webhook, times);
      if (!delivery) return reply.code(404).send({ error: 'No such delivery' });
      await world.webhooks.idle();
      return deliveryView(delivery);
    },
  );
}
