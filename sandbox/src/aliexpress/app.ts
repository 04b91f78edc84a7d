import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { parseExactJson, stringifyExactJson } from '../http/exact-json';
import { controlPage, serviceConditionsAction } from '../outside-world/control-page';
import { applyConditions, normalConditions, updateConditions } from '../outside-world/conditions';
import { productImageSvg } from '../supplier-catalogue/product-image';
import { shipParcel } from '../tracking/notify';
import {
  DEFAULT_STEP_MS,
  deliveredBy,
  eventsSoFar,
  type Outcome,
  type Shipment,
} from '../tracking/timeline';
import {
  AliExpressCatalogue,
  freightOptions,
  imageUrls,
  indexOfProductId,
  productGetResult,
  productIdOf,
  skuIdOf,
  storeIdOf,
} from './catalogue';
import {
  DS_ORDER_CREATE_ERROR_CODES,
  type DsOrderCreateErrorCode,
  isDsOrderCreateErrorCode,
  isValidCpf,
} from './order-refusals';
import { signatureMatches } from './signature';

/**
 * Stand-in of the AliExpress Open Platform for dropshippers: OAuth consent screen, the system
 * token calls (/rest/auth/token/create, /refresh) and the business gateway (/sync?method=…) with
 * the documented signature check, timestamp window, per-app call limit (ApiCallLimit) and the
 * aliexpress.ds.* methods the API uses.
 */
export interface AliExpressStandInOptions {
  publicUrl: string;
  appKey: string;
  appSecret: string;
  /** Business calls allowed per second per app before ApiCallLimit. */
  callsPerSecond?: number;
  /**
   * The first order id handed out (digits). AliExpress's are 16 digits, 8.19e15 today and nearing
   * 2^53; a test sets one past it to prove nothing on the way rounds them.
   */
  firstOrderId?: string;
  /** 17TRACK-style stand-in told about parcels when the supplier ships. */
  trackingUrl?: string;
  stepMs?: number;
  now?: () => number;
  logger?: boolean;
}

interface Token {
  account: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  refreshExpiresAt: number;
}

/** aliexpress.trade.ds.order.get's order_status words this stand-in's orders go through. */
const ORDER_STATUSES = [
  'PLACE_ORDER_SUCCESS',
  'WAIT_SELLER_SEND_GOODS',
  'SELLER_PART_SEND_GOODS',
  'WAIT_BUYER_ACCEPT_GOODS',
  'IN_CANCEL',
  'FINISH',
] as const;
export type AliExpressOrderStatus = (typeof ORDER_STATUSES)[number];

interface Order {
  orderId: string;
  outOrderId: string;
  userId: string;
  /** The seller: AliExpress makes one order per store of a ds.order.create (its order_list). */
  storeId: number;
  status: AliExpressOrderStatus;
  createdAt: number;
  /** When it was paid (at create with try_to_pay, or POST /_control/pay): it ships a step later. */
  paidAt?: number;
  /** Moved by POST /_control/advance: it stays where it was put, whatever the time. */
  held?: boolean;
  /** The call telling the tracking stand-in of the parcel. */
  told?: Promise<void>;
  country: string;
  items: {
    productIndex: number;
    variantIndex: number;
    quantity: number;
    service: string;
    price: number;
  }[];
  shippingFee: number;
  /** logistics_address's cpf and tax_number as sent. */
  taxIds: { cpf?: string; tax_number?: string };
  shipment?: Shipment;
  /** The parcels after the first when the seller splits the order (POST /_control/parcels). */
  laterShipments?: Shipment[];
}

/** Every parcel of the order, the first one first: one `logistics_info_list` entry each. */
const parcelsOf = (order: Order): Shipment[] =>
  order.shipment ? [order.shipment, ...(order.laterShipments ?? [])] : [];

/** The most parcels POST /_control/parcels splits an order into. */
const MAX_PARCELS = 5;

const TOKEN_TTL_S = 30 * 24 * 3600;
const REFRESH_TTL_S = 180 * 24 * 3600;
const TIMESTAMP_WINDOW_MS = 10 * 60 * 1000;

export interface AliExpressStandIn {
  app: FastifyInstance;
  catalogue: AliExpressCatalogue;
  orders: Map<string, Order>;
  /** What POST /_control/advance does: the order moves to `status` (and stays there). */
  advance(orderId: string, status: AliExpressOrderStatus): Promise<Order | undefined>;
  /** What POST /_control/parcels does: the seller ships the order as `count` parcels. */
  splitParcels(orderId: string, count: number): Promise<Order | undefined>;
}

export function buildAliExpressStandIn(options: AliExpressStandInOptions): AliExpressStandIn {
  const now = options.now ?? Date.now;
  const app = Fastify({ logger: options.logger ?? false });
  void app.register(formbody);
  const catalogue = new AliExpressCatalogue();
  const conditions = normalConditions();
  const codes = new Map<string, { account: string; expiresAt: number }>();
  const tokens = new Map<string, Token>();
  const refreshTokens = new Map<string, Token>();
  const orders = new Map<string, Order>();
  const calls: number[] = [];
  // BigInt: order ids are Longs that a double cannot be trusted with
  let nextOrderId = BigInt(options.firstOrderId ?? '8190000000000001');
  let stepMs = options.stepMs ?? DEFAULT_STEP_MS;
  /** Set by POST /_control/refuse-orders: every ds.order.create answers it until cleared. */
  let orderRefusal: DsOrderCreateErrorCode | null = null;
  const callsPerSecond = options.callsPerSecond ?? 20;

  const requestId = () => randomBytes(12).toString('hex');
  const gatewayError = (
    reply: FastifyReply,
    code: string,
    msg: string,
    extra: Record<string, string> = {},
  ) =>
    reply.send({
      error_response: {
        type: code === 'ApiCallLimit' ? 'ISP' : 'ISV',
        code,
        msg,
        ...extra,
        request_id: requestId(),
      },
    });
  const restError = (reply: FastifyReply, code: string, message: string) =>
    reply.send({ type: 'ISV', code, message, request_id: requestId() });

  applyConditions(app, conditions, {
    appliesTo: (url) => url.startsWith('/sync') || url.startsWith('/rest/'),
    rateLimited: (_request, reply) =>
      gatewayError(reply, 'ApiCallLimit', 'App Call Limited', {
        sub_msg: 'This ban will last for 1 more seconds',
      }),
  });

  /** Query and form parameters of a call, as strings. */
  function paramsOf(request: FastifyRequest): Record<string, string> {
    const merged: Record<string, string> = {};
    for (const source of [request.query, request.body]) {
      if (source && typeof source === 'object')
        for (const [name, value] of Object.entries(source as Record<string, unknown>))
          if (typeof value === 'string') merged[name] = value;
    }
    return merged;
  }

  function timestampOk(raw: string | undefined): boolean {
    if (!raw) return false;
    // milliseconds since the epoch, or "yyyy-MM-dd HH:mm:ss" in GMT+8 (older TOP clients)
    const at = /^\d+$/.test(raw) ? Number(raw) : Date.parse(`${raw.replace(' ', 'T')}+08:00`);
    return Number.isFinite(at) && Math.abs(now() - at) <= TIMESTAMP_WINDOW_MS;
  }

  /** Common checks of a signed call; answers and returns false when one fails. */
  function verify(
    params: Record<string, string>,
    apiPath: string,
    reply: FastifyReply,
    fail: typeof gatewayError,
  ): boolean {
    if (params.app_key !== options.appKey) {
      fail(reply, 'InvalidAppKey', 'Invalid app key');
      return false;
    }
    if (!params.sign || !params.sign_method) {
      fail(
        reply,
        'MissingParameter',
        'The input parameter "sign" that is mandatory for processing this request is not supplied',
      );
      return false;
    }
    if (!signatureMatches(params, options.appSecret, apiPath)) {
      fail(
        reply,
        'IncompleteSignature',
        'The request signature does not conform to platform standards',
      );
      return false;
    }
    if (!timestampOk(params.timestamp)) {
      fail(reply, 'InvalidTimestamp', 'The timestamp is missing or out of the allowed window');
      return false;
    }
    return true;
  }

  function issueToken(account: string, userId: string): Token {
    const token: Token = {
      account,
      userId,
      accessToken: `50000${randomBytes(20).toString('hex')}`,
      refreshToken: `50001${randomBytes(20).toString('hex')}`,
      expiresAt: now() + TOKEN_TTL_S * 1000,
      refreshExpiresAt: now() + REFRESH_TTL_S * 1000,
    };
    tokens.set(token.accessToken, token);
    refreshTokens.set(token.refreshToken, token);
    return token;
  }

  function tokenBody(token: Token) {
    return {
      access_token: token.accessToken,
      refresh_token: token.refreshToken,
      expires_in: Math.max(0, Math.floor((token.expiresAt - now()) / 1000)),
      refresh_expires_in: Math.floor((token.refreshExpiresAt - now()) / 1000),
      expire_time: token.expiresAt,
      refresh_token_valid_time: token.refreshExpiresAt,
      user_id: token.userId,
      seller_id: token.userId,
      user_nick: token.account.split('@')[0],
      account: token.account,
      account_platform: 'buyerApp',
      locale: 'en_US',
      sp: 'ae',
      havana_id: token.userId,
      code: '0',
      request_id: requestId(),
    };
  }

  // ---- OAuth consent screen ----------------------------------------------------------------
  app.get('/oauth/authorize', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.client_id !== options.appKey || !query.redirect_uri)
      return reply.code(400).type('text/html').send('<h1>Invalid client_id or redirect_uri</h1>');
    return reply.type('text/html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>AliExpress — Authorize</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:4rem auto;padding:0 1rem}input,button{font-size:1rem;padding:.5rem;width:100%;margin:.4rem 0}button{background:#e62e04;color:#fff;border:0;border-radius:6px}.badge{background:#fde68a;padding:2px 6px;border-radius:4px;font-size:.8rem}</style></head>
<body><h1>AliExpress <span class="badge">Sandbox</span></h1><p>An app wants to place and track dropshipping orders with your AliExpress account.</p>
<form method="post" action="/oauth/authorize">
<label for="account">AliExpress account</label><input id="account" name="account" value="sandbox-buyer@aliexpress.test">
<input type="hidden" name="client_id" value="${escapeAttr(query.client_id)}"><input type="hidden" name="redirect_uri" value="${escapeAttr(query.redirect_uri)}"><input type="hidden" name="state" value="${escapeAttr(query.state ?? '')}">
<button type="submit" name="decision" value="allow">Authorize</button><button type="submit" name="decision" value="deny" style="background:#888">Cancel</button></form></body></html>`);
  });

  app.post('/oauth/authorize', async (request, reply) => {
    const body = request.body as Record<string, string | undefined>;
    if (body.client_id !== options.appKey || !body.redirect_uri)
      return reply.code(400).type('text/html').send('<h1>Invalid client_id or redirect_uri</h1>');
    const target = new URL(body.redirect_uri);
    if (body.state) target.searchParams.set('state', body.state);
    if (body.decision === 'deny') {
      target.searchParams.set('error', 'access_denied');
      return reply.redirect(target.toString());
    }
    const code = `3_${options.appKey}_${randomBytes(16).toString('hex')}`;
    codes.set(code, {
      account: (body.account ?? '').trim() || 'sandbox-buyer@aliexpress.test',
      expiresAt: now() + 30 * 60 * 1000,
    });
    target.searchParams.set('code', code);
    return reply.redirect(target.toString());
  });

  // ---- System calls: token create / refresh -------------------------------------------------
  const tokenCreate = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = paramsOf(request);
    if (!verify(params, '/auth/token/create', reply, restError)) return reply;
    const grant = params.code ? codes.get(params.code) : undefined;
    if (!grant || grant.expiresAt < now())
      return restError(reply, 'InvalidCode', 'The authorization code is invalid or expired');
    codes.delete(params.code!);
    const userId = String(2_000_000_000 + (hashText(grant.account) % 900_000_000));
    return reply.send(tokenBody(issueToken(grant.account, userId)));
  };
  app.get('/rest/auth/token/create', tokenCreate);
  app.post('/rest/auth/token/create', tokenCreate);

  const tokenRefresh = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = paramsOf(request);
    if (!verify(params, '/auth/token/refresh', reply, restError)) return reply;
    const old = params.refresh_token ? refreshTokens.get(params.refresh_token) : undefined;
    if (!old || old.refreshExpiresAt < now())
      return restError(reply, 'IllegalRefreshToken', 'The refresh token is invalid or expired');
    tokens.delete(old.accessToken);
    refreshTokens.delete(old.refreshToken);
    return reply.send(tokenBody(issueToken(old.account, old.userId)));
  };
  app.get('/rest/auth/token/refresh', tokenRefresh);
  app.post('/rest/auth/token/refresh', tokenRefresh);

  // ---- Business gateway ----------------------------------------------------------------------
  const gateway = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = paramsOf(request);
    if (!params.method)
      return gatewayError(reply, 'MissingMethod', 'The method parameter is missing');
    if (!verify(params, '', reply, gatewayError)) return reply;
    const t = now();
    while (calls.length > 0 && calls[0]! <= t - 1000) calls.shift();
    if (calls.length >= callsPerSecond)
      return gatewayError(reply, 'ApiCallLimit', 'App Call Limited', {
        sub_msg: 'This ban will last for 1 more seconds',
      });
    calls.push(t);
    const token = params.session ? tokens.get(params.session) : undefined;
    if (!token || token.expiresAt < now())
      return gatewayError(
        reply,
        'IllegalAccessToken',
        'The specified access token is invalid or expired',
      );
    // written with bigint ids as JSON numbers, as AliExpress writes its Longs
    const wrap = (result: unknown) =>
      reply.type('application/json; charset=utf-8').send(
        stringifyExactJson({
          [`${params.method!.replaceAll('.', '_')}_response`]: {
            ...(result as object),
            request_id: requestId(),
          },
        }),
      );
    const handler = METHODS[params.method];
    if (!handler) return gatewayError(reply, 'InvalidMethod', `Invalid method ${params.method}`);
    return wrap(handler(params, token));
  };
  app.get('/sync', gateway);
  app.post('/sync', gateway);

  type MethodHandler = (params: Record<string, string>, token: Token) => unknown;
  const METHODS: Record<string, MethodHandler> = {
    'aliexpress.ds.product.get': (params) => {
      const index = indexOfProductId(params.product_id ?? '');
      if (index === undefined) return { rsp_code: 404, rsp_msg: 'Product not found', result: null };
      return {
        rsp_code: 200,
        rsp_msg: 'Call succeeds',
        result: productGetResult(
          options.publicUrl,
          catalogue.product(index),
          (params.ship_to_country ?? 'US').toUpperCase(),
        ),
      };
    },

    'aliexpress.ds.text.search': (params) => {
      const pageSize = clampInt(params.pageSize, 1, 50, 20);
      const pageIndex = clampInt(params.pageIndex, 1, 10_000, 1);
      const hits = sortHits(catalogue, catalogue.search(params.keyWord), params.sortBy);
      const page = hits.slice((pageIndex - 1) * pageSize, pageIndex * pageSize).map((index) => {
        const product = catalogue.product(index);
        const lowest = Math.min(...product.variants.map((v) => v.price));
        return {
          itemId: productIdOf(index),
          title: product.title,
          itemMainPic: imageUrls(options.publicUrl, product)[0],
          salePrice: lowest.toFixed(2),
          originalPrice: (lowest * 1.6).toFixed(2),
          salePriceCurrency: 'USD',
          evaluateRate: `${Math.round(product.rating * 20)}%`,
          orders: String(product.orders),
          score: String(product.rating),
          type: 'ad',
          cateId: String(200000000 + product.categoryIndex),
        };
      });
      return {
        code: '00',
        msg: 'success',
        data: {
          pageIndex,
          pageSize,
          totalCount: hits.length,
          products: { selection_search_product: page },
        },
      };
    },

    'aliexpress.ds.freight.query': (params) => {
      const query = parseJson(params.queryDeliveryReq);
      const index = indexOfProductId(String(query?.productId ?? ''));
      if (!query || index === undefined)
        return { result: { success: false, code: 501, msg: 'Product not found' } };
      const product = catalogue.product(index);
      const variant =
        product.variants.find(
          (v) => skuIdOf(index, v.index) === String(query.selectedSkuId ?? ''),
        ) ?? product.variants[0]!;
      const quantity = clampInt(String(query.quantity ?? '1'), 1, 999, 1);
      const options_ = freightOptions(
        product,
        variant,
        String(query.shipToCountry ?? ''),
        quantity,
      );
      if (options_.length === 0)
        return {
          result: {
            success: false,
            code: 501,
            msg: 'The product can not be shipped to this country',
          },
        };
      return {
        result: {
          success: true,
          code: 200,
          msg: 'success',
          delivery_options: {
            delivery_option_d_t_o: options_.map((o) => ({
              code: o.code,
              company: o.name,
              shipping_fee_cent: o.fee.toFixed(2),
              shipping_fee_currency: 'USD',
              shipping_fee_format: `US $${o.fee.toFixed(2)}`,
              free_shipping: o.fee === 0,
              min_delivery_days: o.minDays,
              max_delivery_days: o.maxDays,
              guaranteed_delivery_days: o.maxDays + 10,
              tracking: o.tracked,
              ship_from_country: o.shipFrom,
              delivery_date_desc: `${o.minDays}-${o.maxDays} days`,
            })),
          },
        },
      };
    },

    'aliexpress.ds.order.create': (params, token) => {
      const request = parseJson(params.param_place_order_request4_open_api_d_t_o);
      const extend = parseJson(params.ds_extend_request);
      const fail = (code: string, msg: string) => ({
        result: { is_success: false, error_code: code, error_msg: msg },
      });
      if (!request)
        return fail(
          'PARAM_ERROR',
          'param_place_order_request4_open_api_d_t_o is missing or not JSON',
        );
      const address = (request.logistics_address ?? {}) as Record<string, unknown>;
      const country = String(address.country ?? '').toUpperCase();
      if (
        !address.full_name ||
        !address.address ||
        !address.city ||
        !/^[A-Z]{2}$/.test(country) ||
        !(address.mobile_no || address.phone_country)
      )
        return fail(
          'B_DROPSHIPPER_DELIVERY_ADDRESS_VALIDATE_FAIL',
          'The delivery address is incomplete',
        );
      // Brazil needs the consignee's CPF (logistics_address.cpf), a valid one
      if (country === 'BR' && !isValidCpf(String(address.cpf ?? '')))
        return fail('B_DROPSHIPPER_DELIVERY_ADDRESS_CPF_CN_INVALID', 'The CPF is not valid');
      if (orderRefusal) return fail(orderRefusal, `Refused (${orderRefusal}) by /_control`);
      const outOrderId = String(request.out_order_id ?? '');
      const existing = [...orders.values()].find(
        (o) => outOrderId && o.outOrderId === outOrderId && o.userId === token.userId,
      );
      // a second create with the same out_order_id is refused, not answered with the first order
      // (the code's documented text: the creation request "was already handled successfully")
      if (existing)
        return fail(
          'REPEATED_ORDER_ERROR',
          'Order creation request was already handled successfully',
        );
      const rawItems = Array.isArray(request.product_items)
        ? (request.product_items as Record<string, unknown>[])
        : [];
      if (rawItems.length === 0) return fail('PARAM_ERROR', 'product_items is empty');
      const items: Order['items'] = [];
      const fees: number[] = [];
      for (const item of rawItems) {
        const index = indexOfProductId(String(item.product_id ?? ''));
        if (index === undefined)
          // no product code is documented for the call: AliExpress cannot build the order
          return fail(
            'ERROR_WHEN_BUILD_FOR_PLACE_ORDER',
            `Product ${String(item.product_id)} does not exist`,
          );
        const product = catalogue.product(index);
        const skuAttr = String(item.sku_attr ?? '');
        const variant = product.variants.find((v) =>
          skuAttr === '' ? product.variants.length === 1 : skuAttrMatches(skuAttr, v.options),
        );
        if (!variant)
          return fail(
            'ERROR_WHEN_BUILD_FOR_PLACE_ORDER',
            'The sku_attr does not match a SKU of the product',
          );
        const quantity = clampInt(String(item.product_count ?? '1'), 1, 999, 1);
        if (variant.stock < quantity)
          return fail('INVENTORY_HOLD_ERROR', 'Not enough stock for the SKU');
        const service = freightOptions(product, variant, country, quantity).find(
          (o) => o.code === item.logistics_service_name,
        );
        if (!service)
          return fail(
            'DELIVERY_METHOD_NOT_EXIST',
            'The logistics service is not available for this item and country',
          );
        items.push({
          productIndex: index,
          variantIndex: variant.index,
          quantity,
          service: service.code,
          price: variant.price,
        });
        fees.push(service.fee);
      }
      for (const item of items)
        catalogue.takeStock(item.productIndex, item.variantIndex, item.quantity);
      const payment = (extend?.payment ?? {}) as Record<string, unknown>;
      const paid = payment.try_to_pay === 'true' || payment.try_to_pay === true;
      // one order per seller, as AliExpress splits a create whose products come from several
      // stores: each its own id (in the order the stores first appear), the same out_order_id
      const bySeller = new Map<number, { items: Order['items']; fee: number }>();
      items.forEach((item, n) => {
        const storeId = storeIdOf(item.productIndex);
        const group = bySeller.get(storeId) ?? { items: [], fee: 0 };
        group.items.push(item);
        group.fee += fees[n]!;
        bySeller.set(storeId, group);
      });
      const numbers: bigint[] = [];
      for (const [storeId, group] of bySeller) {
        const orderId = String(nextOrderId);
        nextOrderId += 1n;
        numbers.push(BigInt(orderId));
        orders.set(orderId, {
          orderId,
          outOrderId,
          userId: token.userId,
          storeId,
          status: paid ? 'WAIT_SELLER_SEND_GOODS' : 'PLACE_ORDER_SUCCESS',
          createdAt: now(),
          ...(paid ? { paidAt: now() } : {}),
          country,
          items: group.items,
          shippingFee: Math.round(group.fee * 100) / 100,
          taxIds: {
            ...(typeof address.cpf === 'string' ? { cpf: address.cpf } : {}),
            ...(typeof address.tax_number === 'string' ? { tax_number: address.tax_number } : {}),
          },
        });
      }
      return { result: { is_success: true, order_list: { number: numbers } } };
    },

    'aliexpress.trade.ds.order.get': (params, token) => {
      const query = parseJson(params.single_order_query);
      const order = orders.get(String(query?.order_id ?? ''));
      if (!order || order.userId !== token.userId)
        return { rsp_code: 404, rsp_msg: 'Order not found', result: null };
      progress(order);
      const itemsTotal = order.items.reduce((sum, i) => sum + i.price * i.quantity, 0);
      return {
        rsp_code: 200,
        rsp_msg: 'Call succeeds',
        result: {
          gmt_create: formatGmt8(order.createdAt),
          order_status: order.status,
          logistics_status: order.shipment ? 'SELLER_SEND_GOODS' : 'NO_LOGISTICS',
          order_amount: {
            amount: (itemsTotal + order.shippingFee).toFixed(2),
            currency_code: 'USD',
          },
          child_order_list: {
            aeop_child_order_info: order.items.map((item, n) => ({
              product_id: BigInt(productIdOf(item.productIndex)),
              sku_id: skuIdOf(item.productIndex, item.variantIndex),
              product_count: item.quantity,
              product_price: { amount: item.price.toFixed(2), currency_code: 'USD' },
              logistics_service_name: item.service,
              child_order_id: `${order.orderId}${n}`,
            })),
          },
          logistics_info_list: {
            ae_order_logistics_info: parcelsOf(order).map((shipment) => ({
              logistics_no: shipment.trackingNumber,
              logistics_service: shipment.carrier,
            })),
          },
          store_info: { store_id: order.storeId },
        },
      };
    },

    'aliexpress.ds.order.tracking.get': (params, token) => {
      const order = orders.get(params.ae_order_id ?? '');
      if (!order || order.userId !== token.userId)
        return { result: { ret: false, code: '404', msg: 'order not found' } };
      progress(order);
      return {
        result: {
          ret: true,
          code: '200',
          msg: 'success',
          data: {
            tracking_detail_line_list: {
              tracking_detail: parcelsOf(order).map((shipment) => ({
                carrier_name: shipment.carrier,
                mail_no: shipment.trackingNumber,
                eta_time_stamps: shipment.shippedAt + 8 * shipment.stepMs,
                detail_node_list: {
                  detail_node: eventsSoFar(shipment, now()).map((event) => ({
                    time_stamp: event.at,
                    tracking_detail_desc: event.description,
                    tracking_name: event.stage,
                    address: event.location,
                  })),
                },
              })),
            },
          },
        },
      };
    },
  };

  // ---- Locally drawn product images ------------------------------------------------------------
  app.get('/images/:productId/:picture', async (request, reply) => {
    const { productId, picture } = request.params as { productId: string; picture: string };
    const index = indexOfProductId(productId);
    const n = Number(picture.replace(/\.svg$/, ''));
    if (index === undefined || !Number.isInteger(n) || n < 0 || n > 9)
      return reply.code(404).send();
    const product = catalogue.product(index);
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(productImageSvg({ hue: product.hue, picture: n, caption: product.category }));
  });

  // ---- Control API and page ("the outside world") ---------------------------------------------
  /**
   * The seller ships a paid order (WAIT_SELLER_SEND_GOODS) one step after payment, with a parcel
   * the tracking stand-in is told of (WAIT_BUYER_ACCEPT_GOODS), and the order is FINISH once the
   * carrier delivered it (the buyer's receipt confirmed); an unpaid one waits. Worked out when an
   * order is read; an order moved by the control API stays where it was put.
   */
  const sendParcel = (order: Order, seed: string, outcome?: Outcome) =>
    shipParcel(options.trackingUrl, {
      seed,
      carrier: 'Cainiao',
      carrierCode: 190271,
      destinationCountry: order.country,
      shippedAt: now(),
      stepMs,
      outcome,
    });

  const shipOrder = (order: Order, outcome?: Outcome) => {
    order.status = 'WAIT_BUYER_ACCEPT_GOODS';
    ({ shipment: order.shipment, told: order.told } = sendParcel(
      order,
      `aliexpress:${order.orderId}`,
      outcome,
    ));
    return order.shipment;
  };

  /**
   * The seller ships the order as `count` parcels: the first as it ships any order, each further
   * one with its own number (the same on every run); a count lower than before withdraws the
   * last parcels, as a seller correcting its numbers does. The status is the caller's to move.
   */
  async function splitParcels(orderId: string, count: number) {
    const order = orders.get(orderId);
    if (!order) return undefined;
    if (!order.shipment) shipOrder(order);
    const later = (order.laterShipments ?? []).slice(0, count - 1);
    const told = [order.told];
    for (let n = later.length + 2; n <= count; n += 1) {
      const parcel = sendParcel(order, `aliexpress:${order.orderId}:${n}`);
      later.push(parcel.shipment);
      told.push(parcel.told);
    }
    order.laterShipments = later;
    await Promise.all(told);
    return order;
  }

  const ship = async (orderId: string, outcome?: Outcome) => {
    const order = orders.get(orderId);
    if (!order) return undefined;
    const shipment = shipOrder(order, outcome);
    await order.told;
    return shipment;
  };

  function progress(order: Order) {
    if (order.held) return;
    if (
      order.status === 'WAIT_SELLER_SEND_GOODS' &&
      order.paidAt !== undefined &&
      now() - order.paidAt >= stepMs
    )
      shipOrder(order);
    // the buyer's receipt comes once every parcel is delivered
    if (
      order.status === 'WAIT_BUYER_ACCEPT_GOODS' &&
      order.shipment &&
      parcelsOf(order).every((shipment) => deliveredBy(shipment, now()))
    )
      order.status = 'FINISH';
  }

  async function advance(orderId: string, status: AliExpressOrderStatus) {
    const order = orders.get(orderId);
    if (!order) return undefined;
    const shipping = ['SELLER_PART_SEND_GOODS', 'WAIT_BUYER_ACCEPT_GOODS'].includes(status);
    if (shipping && !order.shipment) shipOrder(order);
    order.status = status;
    order.held = true;
    await order.told;
    return order;
  }

  app.get('/_control', async (_request, reply) =>
    reply.type('text/html').send(
      controlPage(
        'AliExpress',
        [
          {
            title: 'The supplier ships',
            path: '/_control/ship',
            fields: [
              { name: 'orderId', label: 'Order id' },
              { name: 'outcome', label: 'Outcome (delivered, pickup, failure, exception)' },
            ],
          },
          {
            title: 'The buyer pays an order at AliExpress',
            path: '/_control/pay',
            hint: 'Orders the app places arrive unpaid (PLACE_ORDER_SUCCESS); paid, they ship a step later. A placement of products from several stores (store_id) is split into one order per store, each paid, moved and shipped on its own',
            fields: [{ name: 'orderId', label: 'Order id' }],
          },
          {
            title: 'An order moves',
            path: '/_control/advance',
            hint: `Left alone, a paid order ships one step after payment and is FINISH when its parcel is delivered; moved here, it stays. ${ORDER_STATUSES.join(', ')}`,
            fields: [
              { name: 'orderId', label: 'Order id' },
              { name: 'status', label: 'order_status', value: 'WAIT_BUYER_ACCEPT_GOODS' },
            ],
          },
          {
            title: 'The seller splits an order into parcels',
            path: '/_control/parcels',
            hint: `ds.order.get lists one logistics_info_list entry per parcel (1 to ${MAX_PARCELS}); fewer than before withdraws the last ones`,
            fields: [
              { name: 'orderId', label: 'Order id' },
              { name: 'count', label: 'Parcels', type: 'number', value: '2' },
            ],
          },
          {
            title: 'Price changes',
            path: '/_control/price',
            fields: [
              { name: 'productId', label: 'Product id', value: productIdOf(0) },
              { name: 'percent', label: 'Percent', type: 'number', value: '10' },
            ],
          },
          {
            title: 'Stock runs out',
            path: '/_control/stock',
            fields: [
              { name: 'productId', label: 'Product id', value: productIdOf(0) },
              { name: 'skuId', label: 'SKU id (blank: all)' },
            ],
          },
          { title: 'Tokens expire', path: '/_control/expire-tokens', fields: [] },
          {
            title: 'AliExpress refuses orders',
            path: '/_control/refuse-orders',
            hint: `Every ds.order.create answers this documented error_code until cleared (blank): ${DS_ORDER_CREATE_ERROR_CODES.join(', ')}`,
            fields: [{ name: 'code', label: 'error_code', value: 'BLACKLIST_BUYER_IN_LIST' }],
          },
          serviceConditionsAction(conditions),
        ],
        controlState(),
      ),
    ),
  );

  function controlState() {
    for (const order of orders.values()) progress(order);
    return {
      conditions,
      stepMs,
      orderRefusal,
      accounts: [...tokens.values()].map((t) => ({
        account: t.account,
        userId: t.userId,
        expired: t.expiresAt < now(),
      })),
      orders: [...orders.values()].map((o) => ({
        orderId: o.orderId,
        outOrderId: o.outOrderId,
        storeId: o.storeId,
        status: o.status,
        country: o.country,
        trackingNumbers: parcelsOf(o).map((shipment) => shipment.trackingNumber),
      })),
    };
  }

  app.get('/_control/state', async () => controlState());

  app.post('/_control/ship', async (request, reply) => {
    const body = (request.body ?? {}) as { orderId?: string; outcome?: string };
    const outcome =
      body.outcome && ['delivered', 'pickup', 'failure', 'exception'].includes(body.outcome)
        ? (body.outcome as Outcome)
        : undefined;
    const shipment = await ship(String(body.orderId ?? ''), outcome);
    if (!shipment) return reply.code(404).send({ error: 'No such order' });
    return { shipment };
  });

  app.post('/_control/pay', async (request, reply) => {
    const order = orders.get(
      String((request.body as { orderId?: string } | undefined)?.orderId ?? ''),
    );
    if (!order) return reply.code(404).send({ error: 'No such order' });
    if (order.status === 'PLACE_ORDER_SUCCESS') {
      order.status = 'WAIT_SELLER_SEND_GOODS';
      order.paidAt = now();
    }
    return { orderId: order.orderId, status: order.status };
  });

  app.post('/_control/advance', async (request, reply) => {
    const body = (request.body ?? {}) as { orderId?: unknown; status?: unknown };
    const statuses: readonly string[] = ORDER_STATUSES;
    if (typeof body.orderId !== 'string' || typeof body.status !== 'string')
      return reply.code(400).send({ error: 'orderId and status are required' });
    if (!statuses.includes(body.status))
      return reply.code(400).send({ error: `status must be one of ${statuses.join(', ')}` });
    const order = await advance(body.orderId, body.status as AliExpressOrderStatus);
    if (!order) return reply.code(404).send({ error: 'No such order' });
    return {
      orderId: order.orderId,
      status: order.status,
      logistics_no: order.shipment?.trackingNumber ?? null,
    };
  });

  app.post('/_control/parcels', async (request, reply) => {
    const body = (request.body ?? {}) as { orderId?: unknown; count?: unknown };
    const count = Number(body.count);
    if (typeof body.orderId !== 'string' || !Number.isInteger(count))
      return reply.code(400).send({ error: 'orderId and count are required' });
    if (count < 1 || count > MAX_PARCELS)
      return reply.code(400).send({ error: `count must be 1 to ${MAX_PARCELS}` });
    const order = await splitParcels(body.orderId, count);
    if (!order) return reply.code(404).send({ error: 'No such order' });
    return {
      orderId: order.orderId,
      status: order.status,
      logistics_no: parcelsOf(order).map((shipment) => shipment.trackingNumber),
    };
  });

  app.post('/_control/price', async (request, reply) => {
    const body = (request.body ?? {}) as { productId?: string; percent?: number };
    const index = indexOfProductId(String(body.productId ?? ''));
    if (index === undefined || typeof body.percent !== 'number' || body.percent <= -100)
      return reply.code(400).send({ error: 'productId and a percent above -100 are required' });
    catalogue.changePrice(index, body.percent);
    return {
      productId: productIdOf(index),
      prices: catalogue.product(index).variants.map((v) => v.price),
    };
  });

  app.post('/_control/stock', async (request, reply) => {
    const body = (request.body ?? {}) as { productId?: string; skuId?: string };
    const index = indexOfProductId(String(body.productId ?? ''));
    if (index === undefined) return reply.code(400).send({ error: 'productId is required' });
    const variantIndex = body.skuId
      ? catalogue.product(index).variants.find((v) => skuIdOf(index, v.index) === body.skuId)?.index
      : undefined;
    if (body.skuId && variantIndex === undefined)
      return reply.code(404).send({ error: 'No such SKU' });
    catalogue.runOutOfStock(index, variantIndex);
    return {
      productId: productIdOf(index),
      stock: catalogue.product(index).variants.map((v) => v.stock),
    };
  });

  app.post('/_control/expire-tokens', async () => {
    for (const token of tokens.values()) token.expiresAt = now() - 1;
    return { expired: tokens.size };
  });

  app.post('/_control/refuse-orders', async (request, reply) => {
    const code = (request.body as { code?: unknown } | undefined)?.code;
    if (code === undefined || code === null || code === '') orderRefusal = null;
    else if (isDsOrderCreateErrorCode(code)) orderRefusal = code;
    else
      return reply
        .code(400)
        .send({ error: `code is not a documented error_code: ${String(code)}` });
    return { orderRefusal };
  });

  app.post('/_control/conditions', async (request, reply) => {
    const problems = updateConditions(conditions, request.body);
    if (problems.length > 0) return reply.code(400).send({ error: problems.join('; ') });
    const body = request.body as { stepMs?: unknown };
    if (typeof body.stepMs === 'number' && body.stepMs >= 100) stepMs = body.stepMs;
    return { conditions, stepMs };
  });

  app.get('/', async (_request, reply) => reply.redirect('/_control'));
  return { app, catalogue, orders, advance, splitParcels };
}

function skuAttrMatches(skuAttr: string, options: { name: string; value: string }[]): boolean {
  // "14:193#Black;5:100014064#M" — compare the value names after '#'
  const values = skuAttr.split(';').map((part) => part.split('#')[1] ?? '');
  return values.length === options.length && options.every((o, i) => values[i] === o.value);
}

function parseJson(raw: string | undefined): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = parseExactJson(raw);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function clampInt(raw: string | undefined, min: number, max: number, fallback: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

function hashText(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash;
}

function formatGmt8(ms: number): string {
  return new Date(ms + 8 * 3600 * 1000).toISOString().replace('T', ' ').slice(0, 19);
}

function escapeAttr(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * ds.text.search `sortBy`: "min_price,asc|desc" or "orders,asc|desc"; anything else keeps the
 * relevance order (as the real API ignores an unknown sort).
 */
function sortHits(catalogue: AliExpressCatalogue, hits: number[], sortBy: string | undefined) {
  const [field, direction] = (sortBy ?? '').split(',');
  const key =
    field === 'min_price'
      ? (index: number) => Math.min(...catalogue.product(index).variants.map((v) => v.price))
      : field === 'orders'
        ? (index: number) => catalogue.product(index).orders
        : null;
  if (!key) return hits;
  const sign = direction === 'desc' ? -1 : 1;
  return hits
    .map((index) => ({ index, value: key(index) }))
    .sort((a, b) => sign * (a.value - b.value) || a.index - b.index)
    .map((hit) => hit.index);
}
