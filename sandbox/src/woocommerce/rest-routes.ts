import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gmt, type ApiKey, type OrderStatus, type Product } from './model';
import {
  createProduct,
  createVariation,
  deleteVariation,
  runBatch,
  updateProduct,
  updateVariation,
  type BatchBody,
  type ProductBody,
  type VariationBody,
} from './product-writes';
import { STORE } from './seed';
import { WorldError, type WooWorld } from './world';

export const REST_PREFIX = '/wp-json/wc/v3';

declare module 'fastify' {
  interface FastifyRequest {
    wooKey: ApiKey | null;
  }
}

type Query = Record<string, string | undefined>;

function restError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ code, message, data: { status } });
}

/**
 * The consumer key and secret, as the docs allow over HTTPS: HTTP Basic auth, or the
 * consumer_key / consumer_secret query parameters. (Real stores on plain HTTP want OAuth 1.0a;
 * this local stand-in is treated as HTTPS.)
 */
function credentials(request: FastifyRequest): { key: string; secret: string } | null {
  const basic = /^Basic\s+(.+)$/i.exec(request.headers.authorization ?? '');
  if (basic?.[1]) {
    const [key, ...rest] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
    if (key) return { key, secret: rest.join(':') };
  }
  const query = request.query as Query;
  if (query.consumer_key) return { key: query.consumer_key, secret: query.consumer_secret ?? '' };
  return null;
}

function paginate<T>(reply: FastifyReply, request: FastifyRequest, items: T[], query: Query): T[] {
  const perPage = Math.min(100, Math.max(1, Number(query.per_page ?? 10) || 10));
  const page = Math.max(1, Number(query.page ?? 1) || 1);
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const base = `${request.protocol}://${request.host}${request.url.split('?')[0]}`;
  const links: string[] = [];
  if (page < totalPages) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  if (page > 1) links.push(`<${base}?page=${page - 1}&per_page=${perPage}>; rel="prev"`);
  reply.header('x-wp-total', String(items.length)).header('x-wp-totalpages', String(totalPages));
  if (links.length > 0) reply.header('link', links.join(', '));
  return items.slice((page - 1) * perPage, page * perPage);
}

/** `modified_after` / `after` as WooCommerce reads them (ISO 8601, GMT with dates_are_gmt). */
function parseDate(value: string | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(ms) ? null : ms;
}
const gmtMs = (value: string) => Date.parse(`${value}Z`);

const ORDER_STATUSES: OrderStatus[] = [
  'pending',
  'processing',
  'on-hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
];

/** WooCommerce REST API v3: products, variations, orders, order notes, customers, webhooks. */
export function registerRestRoutes(app: FastifyInstance, world: WooWorld) {
  app.decorateRequest('wooKey', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(REST_PREFIX)) return undefined;
    const given = credentials(request);
    if (!given) {
      const verb = request.method === 'GET' ? 'list resources' : 'create resources';
      return restError(reply, 401, 'woocommerce_rest_cannot_view', `Sorry, you cannot ${verb}.`);
    }
    const key = world.findKey(given.key, given.secret);
    if (!key)
      return restError(
        reply,
        401,
        'woocommerce_rest_authentication_error',
        'Consumer key is invalid.',
      );
    if (request.method !== 'GET' && key.permissions === 'read')
      return restError(
        reply,
        401,
        'woocommerce_rest_cannot_create',
        'The API key provided does not have write permissions.',
      );
    request.wooKey = key;
    return undefined;
  });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof WorldError)
      return restError(reply, error.status, error.code, error.message);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return restError(
      reply,
      status,
      status === 400 ? 'rest_invalid_param' : 'internal_server_error',
      (error as Error).message,
    );
  });

  const r = REST_PREFIX;

  app.get(`${r}/settings/general/woocommerce_currency`, async () => ({
    id: 'woocommerce_currency',
    label: 'Currency',
    description:
      'This controls what currency prices are listed at in the catalog and which currency gateways will take payments in.',
    type: 'select',
    default: 'USD',
    value: STORE.currency,
  }));

  app.get(`${r}/system_status`, async () => ({
    environment: {
      home_url: world.publicUrl,
      site_url: world.publicUrl,
      version: '9.4.2',
      wp_version: '6.7.1',
    },
    settings: { currency: STORE.currency, currency_symbol: '$' },
  }));

  // ---- products and variations ---------------------------------------------------------------
  app.get<{ Querystring: Query }>(`${r}/products`, async (request, reply) => {
    const { search, sku, status } = request.query;
    const found = world.products.filter(
      (p) =>
        (!search || p.name.toLowerCase().includes(search.toLowerCase())) &&
        (!sku || p.sku === sku) &&
        (!status || status === 'any' || p.status === status),
    );
    return paginate(reply, request, found, request.query).map((p) => world.productJson(p));
  });

  app.get<{ Params: { id: string } }>(`${r}/products/:id`, async (request) =>
    world.productJson(world.product(Number(request.params.id))),
  );

  app.post<{ Body: ProductBody }>(`${r}/products`, async (request, reply) => {
    const product = createProduct(world, request.body ?? {});
    await world.fire('product.created', world.productJson(product));
    return reply.code(201).send(world.productJson(product));
  });

  app.put<{ Params: { id: string }; Body: ProductBody }>(`${r}/products/:id`, async (request) => {
    const product = updateProduct(world, Number(request.params.id), request.body ?? {});
    await world.fire('product.updated', world.productJson(product));
    return world.productJson(product);
  });

  // POST /products/batch: create, update and delete up to 100 products, each answered alone
  app.post<{ Body: BatchBody<ProductBody> }>(`${r}/products/batch`, async (request) => {
    const created: Product[] = [];
    const updated: Product[] = [];
    const result = runBatch(request.body ?? {}, {
      create: (item) => {
        const product = createProduct(world, item);
        created.push(product);
        return world.productJson(product);
      },
      update: (item) => {
        const product = updateProduct(world, Number(item.id), item);
        updated.push(product);
        return world.productJson(product);
      },
      remove: (id) => {
        const product = world.product(id);
        world.products.splice(world.products.indexOf(product), 1);
        return world.productJson(product);
      },
    });
    for (const product of created) await world.fire('product.created', world.productJson(product));
    for (const product of updated) await world.fire('product.updated', world.productJson(product));
    return result;
  });

  // As WooCommerce: without force the product goes to the trash; either way `product.deleted`
  // is sent with only the id (WC_Webhook's payload for a deleted resource).
  app.delete<{ Params: { id: string }; Querystring: Query }>(
    `${r}/products/:id`,
    async (request) => {
      const product = world.product(Number(request.params.id));
      const force = request.query.force === 'true';
      if (force) world.products.splice(world.products.indexOf(product), 1);
      else {
        product.status = 'trash';
        product.date_modified_gmt = gmt(new Date());
      }
      await world.fire('product.deleted', { id: product.id });
      return world.productJson(product);
    },
  );

  app.get<{ Params: { id: string }; Querystring: Query }>(
    `${r}/products/:id/variations`,
    async (request, reply) =>
      paginate(reply, request, world.product(Number(request.params.id)).variations, request.query),
  );

  app.get<{ Params: { id: string; vid: string } }>(
    `${r}/products/:id/variations/:vid`,
    async (request) => {
      const variation = world
        .product(Number(request.params.id))
        .variations.find((v) => v.id === Number(request.params.vid));
      if (!variation)
        throw new WorldError(404, 'woocommerce_rest_product_variation_invalid_id', 'Invalid ID.');
      return variation;
    },
  );

  app.post<{ Params: { id: string }; Body: VariationBody }>(
    `${r}/products/:id/variations`,
    async (request, reply) =>
      reply.code(201).send(createVariation(world, Number(request.params.id), request.body ?? {})),
  );

  app.put<{ Params: { id: string; vid: string }; Body: VariationBody }>(
    `${r}/products/:id/variations/:vid`,
    async (request) =>
      updateVariation(world, Number(request.params.id), {
        ...(request.body ?? {}),
        id: Number(request.params.vid),
      }),
  );

  app.post<{ Params: { id: string }; Body: BatchBody<VariationBody> }>(
    `${r}/products/:id/variations/batch`,
    async (request) => {
      const productId = Number(request.params.id);
      world.product(productId);
      const result = runBatch(request.body ?? {}, {
        create: (item) => createVariation(world, productId, item),
        update: (item) => updateVariation(world, productId, item),
        remove: (id) => deleteVariation(world, productId, id),
      });
      await world.fire('product.updated', world.productJson(world.product(productId)));
      return result;
    },
  );

  // ---- orders and notes ----------------------------------------------------------------------
  app.get<{ Querystring: Query }>(`${r}/orders`, async (request, reply) => {
    const q = request.query;
    const statuses = q.status && q.status !== 'any' ? q.status.split(',') : null;
    const modifiedAfter = parseDate(q.modified_after);
    const after = parseDate(q.after);
    const field =
      q.orderby === 'modified'
        ? 'date_modified_gmt'
        : q.orderby === 'id'
          ? 'id'
          : 'date_created_gmt';
    const direction = q.order === 'asc' ? 1 : -1;
    const found = world.orders
      .filter(
        (o) =>
          (!statuses || statuses.includes(o.status)) &&
          (modifiedAfter === null || gmtMs(o.date_modified_gmt) > modifiedAfter) &&
          (after === null || gmtMs(o.date_created_gmt) > after),
      )
      .sort((a, b) => {
        const x = field === 'id' ? a.id : gmtMs(a[field]);
        const y = field === 'id' ? b.id : gmtMs(b[field]);
        return (x - y || a.id - b.id) * direction;
      });
    return paginate(reply, request, found, q);
  });

  app.get<{ Params: { id: string } }>(`${r}/orders/:id`, async (request) =>
    world.order(Number(request.params.id)),
  );

  app.put<{ Params: { id: string }; Body: { status?: string } }>(
    `${r}/orders/:id`,
    async (request) => {
      const status = request.body?.status;
      if (status !== undefined && !ORDER_STATUSES.includes(status as OrderStatus))
        throw new WorldError(400, 'rest_invalid_param', 'Invalid parameter(s): status');
      return world.updateOrder(
        Number(request.params.id),
        status ? { status: status as OrderStatus } : {},
      );
    },
  );

  app.get<{ Params: { id: string } }>(`${r}/orders/:id/notes`, async (request) => {
    const id = Number(request.params.id);
    world.order(id);
    return world.notes.get(id) ?? [];
  });

  app.post<{ Params: { id: string }; Body: { note?: string; customer_note?: boolean } }>(
    `${r}/orders/:id/notes`,
    async (request, reply) => {
      const note = request.body?.note?.trim();
      if (!note)
        throw new WorldError(400, 'rest_missing_callback_param', 'Missing parameter(s): note');
      const author = request.wooKey ? 'WooCommerce' : 'system';
      return reply
        .code(201)
        .send(
          world.addNote(
            Number(request.params.id),
            note,
            request.body?.customer_note === true,
            author,
          ),
        );
    },
  );

  app.get<{ Querystring: Query }>(`${r}/customers`, async (request, reply) =>
    paginate(reply, request, world.customers, request.query),
  );

  // ---- webhooks ------------------------------------------------------------------------------
  app.get<{ Querystring: Query }>(`${r}/webhooks`, async (request, reply) =>
    paginate(reply, request, world.webhooks, request.query).map((w) => world.webhookJson(w)),
  );

  app.post<{
    Body: {
      name?: string;
      topic?: string;
      delivery_url?: string;
      secret?: string;
      status?: 'active' | 'paused' | 'disabled';
    };
  }>(`${r}/webhooks`, async (request, reply) => {
    const body = request.body ?? {};
    if (!body.topic || !body.delivery_url)
      throw new WorldError(
        400,
        'rest_missing_callback_param',
        'Missing parameter(s): topic, delivery_url',
      );
    const webhook = await world.createWebhook({
      ...body,
      topic: body.topic,
      delivery_url: body.delivery_url,
    });
    return reply.code(201).send(world.webhookJson(webhook));
  });

  app.get<{ Params: { id: string } }>(`${r}/webhooks/:id`, async (request) => {
    const webhook = world.webhooks.find((w) => w.id === Number(request.params.id));
    if (!webhook) throw new WorldError(404, 'woocommerce_rest_webhook_invalid_id', 'Invalid ID.');
    return world.webhookJson(webhook);
  });

  app.delete<{ Params: { id: string }; Querystring: Query }>(
    `${r}/webhooks/:id`,
    async (request) => {
      if (request.query.force !== 'true')
        throw new WorldError(
          501,
          'woocommerce_rest_trash_not_supported',
          'Webhooks do not support trashing.',
        );
      return world.webhookJson(world.deleteWebhook(Number(request.params.id)));
    },
  );
}
