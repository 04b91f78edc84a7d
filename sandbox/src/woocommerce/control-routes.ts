import type { FastifyInstance, FastifyReply } from 'fastify';
import { controlPage, serviceConditionsAction } from '../outside-world/control-page';
import { updateConditions } from '../outside-world/conditions';
import type { OrderStatus } from './model';
import { STORE } from './seed';
import { WorldError, type WooWorld } from './world';

async function guard<T>(reply: FastifyReply, work: () => Promise<T> | T) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WorldError) return reply.code(error.status).send({ error: error.message });
    throw error;
  }
}

function state(world: WooWorld) {
  return {
    store: { name: STORE.name, url: world.publicUrl, currency: STORE.currency },
    conditions: world.conditions,
    // like WooCommerce's key list: never the secret, only the key's last characters
    keys: world.keys.map((k) => ({
      key_id: k.key_id,
      description: k.description,
      permissions: k.permissions,
      truncated_key: k.consumer_key.slice(-7),
      revoked: k.revoked,
    })),
    webhooks: world.webhooks.map((w) => ({
      id: w.id,
      topic: w.topic,
      status: w.status,
      delivery_url: w.delivery_url,
      failure_count: w.failure_count,
    })),
    deliveries: world.deliveries.slice(0, 20),
    customers: world.customers.map((c) => ({
      id: c.id,
      name: `${c.first_name} ${c.last_name}`,
      email: c.email,
    })),
    products: world.products.map((p) => ({
      id: p.id,
      name: p.name,
      type: p.type,
      status: p.status,
      sku: p.sku,
      price: p.price,
      images: p.images.map((i) => i.src),
      stock_status: p.stock_status,
      variations: p.variations.map((v) => ({
        id: v.id,
        sku: v.sku,
        price: v.price,
        options: v.attributes.map((a) => a.option),
        stock_status: v.stock_status,
      })),
    })),
    orders: world.orders.map((o) => ({
      id: o.id,
      status: o.status,
      total: o.total,
      customer_id: o.customer_id,
    })),
  };
}

/**
 * The outside world's levers (JSON under /_control, the HTML page at /_control): a customer
 * orders, an order changes, stock runs out, the merchant revokes the keys, the store is down,
 * slow or rate-limited. Order and stock actions answer after the webhooks were delivered.
 */
export function registerControlRoutes(app: FastifyInstance, world: WooWorld) {
  app.get('/', async (_request, reply) => reply.redirect('/_control'));

  app.get('/_control', async (_request, reply) =>
    reply.type('text/html').send(
      controlPage(
        `WooCommerce (${STORE.name})`,
        [
          {
            title: 'A customer orders',
            path: '/_control/orders',
            hint: 'Empty fields: the next customer buys the first product. Sends order.created.',
            fields: [
              { name: 'customer_id', label: 'Customer id', type: 'number' },
              { name: 'product_id', label: 'Product id', type: 'number' },
              { name: 'variation_id', label: 'Variation id', type: 'number' },
              { name: 'quantity', label: 'Quantity', type: 'number', value: '1' },
            ],
          },
          {
            title: 'Order status changes',
            path: '/_control/order-status',
            hint: 'Sends order.updated (cancelled moves the order to "cancelled by channel").',
            fields: [
              { name: 'order_id', label: 'Order id', type: 'number' },
              { name: 'status', label: 'Status', value: 'cancelled' },
            ],
          },
          {
            title: 'Stock runs out',
            path: '/_control/stock-out',
            fields: [{ name: 'product_id', label: 'Product id', type: 'number' }],
          },
          {
            title: 'Token revoked',
            path: '/_control/revoke-keys',
            hint: 'The merchant revokes every REST key: API calls answer 401.',
            fields: [],
          },
          serviceConditionsAction(world.conditions),
        ],
        state(world),
      ),
    ),
  );

  app.get('/_control/state', async () => state(world));

  app.post<{
    Body: {
      customer_id?: number;
      product_id?: number;
      variation_id?: number;
      quantity?: number;
      customer_note?: string;
      coupon?: { code: string; amount: string };
      tax_rate_percent?: number;
    };
  }>('/_control/orders', async (request, reply) =>
    guard(reply, async () => {
      const body = request.body ?? {};
      const product = body.product_id ? world.product(Number(body.product_id)) : undefined;
      if (body.coupon && !/^\d{1,7}(\.\d{1,2})?$/.test(body.coupon.amount))
        throw new WorldError(400, 'woocommerce_rest_invalid_coupon', 'Invalid coupon amount.');
      const rate = body.tax_rate_percent;
      if (rate !== undefined && !(Number(rate) >= 0 && Number(rate) <= 100))
        throw new WorldError(400, 'woocommerce_rest_invalid_tax_rate', 'Invalid tax rate.');
      const order = world.placeOrder({
        ...(body.customer_id ? { customerId: Number(body.customer_id) } : {}),
        customerNote: body.customer_note,
        coupon: body.coupon,
        taxRatePercent:
          body.tax_rate_percent === undefined ? undefined : Number(body.tax_rate_percent),
        ...(product
          ? {
              items: [
                {
                  productId: product.id,
                  variationId: body.variation_id
                    ? Number(body.variation_id)
                    : product.variations[0]?.id,
                  quantity: Math.max(1, Number(body.quantity ?? 1)),
                },
              ],
            }
          : {}),
      });
      const deliveries = await world.fire('order.created', order);
      return { order, deliveries };
    }),
  );

  app.post<{ Body: { order_id?: number; status?: string } }>(
    '/_control/order-status',
    async (request, reply) =>
      guard(reply, async () => {
        const order = await world.updateOrder(Number(request.body?.order_id), {
          status: (request.body?.status ?? 'cancelled') as OrderStatus,
        });
        return {
          order,
          deliveries: world.deliveries.filter((d) => d.topic === 'order.updated').slice(0, 5),
        };
      }),
  );

  app.post<{ Body: { product_id?: number } }>('/_control/stock-out', async (request, reply) =>
    guard(reply, async () => {
      const product = await world.stockOut(Number(request.body?.product_id));
      return { product: world.productJson(product) };
    }),
  );

  app.post('/_control/revoke-keys', async () => ({ revoked: world.revokeKeys() }));

  app.post('/_control/conditions', async (request, reply) => {
    const problems = updateConditions(world.conditions, request.body);
    if (problems.length > 0) return reply.code(400).send({ error: problems.join('; ') });
    return { conditions: world.conditions };
  });
}
