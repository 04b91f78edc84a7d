import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { applyConditions, normalConditions, updateConditions } from '../outside-world/conditions';
import { controlPage, serviceConditionsAction } from '../outside-world/control-page';
import { reviewCount } from '../supplier-catalogue/generate';
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
  CjCatalogue,
  cjFreight,
  commentDto,
  listItem,
  pidOf,
  productDetail,
  variantDto,
  vidOf,
} from './catalogue';
import { registerCjDisputes, type CjDisputes } from './disputes';
import { SANDBOX_CJ_API_KEY } from './sandbox-key';

/**
 * Stand-in of CJ Dropshipping API 2.0 (/api2.0/v1): access tokens from an API key (15 days) with
 * refresh (180 days), the `CJ-Access-Token` header, the documented envelope
 * {code, result, message, data, requestId}, its error codes, 10 requests/s per IP and the
 * per-account level limit (code 1600200 "Too Many Requests", HTTP 429).
 */
export interface CjStandInOptions {
  publicUrl: string;
  trackingUrl?: string;
  stepMs?: number;
  now?: () => number;
  logger?: boolean;
  /** Requests per second per account, by level (Free 1, Plus 2, Prime 4, Advanced 6). */
  accountQps?: number;
  ipQps?: number;
  /** getAccessToken is allowed once per this many ms per key (CJ: 5 minutes). */
  tokenIntervalMs?: number;
}

interface Account {
  openId: number;
  email: string;
  apiKey: string;
  level: 'Free' | 'Plus' | 'Prime' | 'Advanced';
  lastTokenAt?: number;
  /** The CJ balance orders are paid from (payBalance), in USD cents. */
  balanceCents: number;
}

interface Token {
  account: Account;
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  refreshExpiresAt: number;
}

/** CJ's documented global error codes (API 2.0, Appendix 1: Global Error Codes). */
const PARAM_ERROR = 1600100;
const ILLEGAL_PARAMETER = 1600300;
const VARIANT_NOT_FOUND = 1602000;
const ORDER_CREATE_FAIL = 1603000;
const ORDER_NOT_FOUND = 1603100;
const BALANCE_INSUFFICIENT = 1604000;
const LOGISTIC_NOT_FOUND = 1605000;

/**
 * getOrderDetail's orderStatus words this stand-in's orders go through: CREATED, then IN_CART
 * (addCart) and UNPAID (addCartConfirm) on the way to payBalanceV2 (ADR 043).
 */
const CJ_ORDER_STATUSES = [
  'CREATED',
  'IN_CART',
  'UNPAID',
  'UNSHIPPED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const;
export type CjOrderStatus = (typeof CJ_ORDER_STATUSES)[number];

interface Order {
  orderId: string;
  orderNumber: string;
  openId: number;
  status: CjOrderStatus;
  createdAt: number;
  country: string;
  logisticName: string;
  products: { vid: string; quantity: number; price: number; index: number; variant: number }[];
  postage: number;
  /** createOrderV2's taxId as sent ('' when none). */
  taxId: string;
  /** createOrderV2's payType: 1 page payment (its default), 2 balance payment, 3 create only. */
  payType: CjPayType;
  /** The parent order (shipment order) addCartConfirm put it in. */
  parentId?: string;
  /** When payBalance or payBalanceV2 paid it: CJ ships one step later. */
  paidAt?: number;
  /** Moved by POST /_control/advance: it stays where it was put, whatever the time. */
  held?: boolean;
  shipment?: Shipment;
  /** The call telling the tracking stand-in of the parcel. */
  told?: Promise<void>;
}

/**
 * createOrderV2's `payType` (shopping.html, Create Order V2): 1 or left out, page payment (a
 * cjPayUrl is answered); 2, balance payment (the order goes on through the cart, its
 * confirmation and the balance payment); 3, the order is only created.
 */
export type CjPayType = 1 | 2 | 3;

/** payType as sent: absent, null or "" is the default 1; 1, 2, 3 (or their digits); else null. */
function payTypeOf(raw: unknown): CjPayType | null {
  if (raw === undefined || raw === null || raw === '') return 1;
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return value === 1 || value === 2 || value === 3 ? value : null;
}

/**
 * A parent order ("shipment order"): what addCartConfirm makes of the confirmed orders (its
 * `shipmentsId`), saveGenerateParentOrder gives a `payId`, and payBalanceV2 pays with both.
 */
interface ParentOrder {
  shipmentOrderId: string;
  openId: number;
  orderIds: string[];
  payId?: string;
  paidAt?: number;
}

/** A new account's CJ balance; the control page changes it (to see 1604000). */
const DEFAULT_BALANCE_CENTS = 1_000_000;
const ACCESS_TTL_MS = 15 * 24 * 3600 * 1000;
const REFRESH_TTL_MS = 180 * 24 * 3600 * 1000;
const LEVEL_QPS = { Free: 1, Plus: 2, Prime: 4, Advanced: 6 } as const;

/** API keys look like "CJUserNum@api@<32 hex>"; every well-formed key is an account here. */
const API_KEY = /^CJ(\d{4,10})@api@([0-9a-f]{32})$/i;

export interface CjStandIn {
  app: FastifyInstance;
  catalogue: CjCatalogue;
  orders: Map<string, Order>;
  /** Parent orders by shipmentOrderId (addCartConfirm). */
  parents: Map<string, ParentOrder>;
  /** What POST /_control/advance does: the order moves to `status` (and stays there). */
  advance(orderId: string, status: CjOrderStatus): Promise<Order | undefined>;
  /** Disputes (disputes.ts, ADR 048). */
  disputes: CjDisputes;
}

export function buildCjStandIn(options: CjStandInOptions): CjStandIn {
  const now = options.now ?? Date.now;
  const app = Fastify({ logger: options.logger ?? false });
  const catalogue = new CjCatalogue();
  const conditions = normalConditions();
  const accounts = new Map<string, Account>();
  const tokens = new Map<string, Token>();
  const refreshTokens = new Map<string, Token>();
  const orders = new Map<string, Order>();
  const parents = new Map<string, ParentOrder>();
  const windows = new Map<string, number[]>();
  let stepMs = options.stepMs ?? DEFAULT_STEP_MS;
  const ipQps = options.ipQps ?? 10;
  const tokenIntervalMs = options.tokenIntervalMs ?? 5 * 60 * 1000;

  const envelope = (data: unknown, code = 200, message = 'Success') => ({
    code,
    result: code === 200,
    message,
    data,
    requestId: randomUUID(),
  });
  const fail = (reply: FastifyReply, code: number, message: string, http = 200) =>
    reply.code(http).send(envelope(null, code, message));
  const tooMany = (reply: FastifyReply) => fail(reply, 1600200, 'Too Many Requests', 429);

  /** Sliding one-second window per key; true when the call may go ahead. */
  function allow(key: string, perSecond: number): boolean {
    const t = now();
    const recent = (windows.get(key) ?? []).filter((at) => at > t - 1000);
    if (recent.length >= perSecond) {
      windows.set(key, recent);
      return false;
    }
    recent.push(t);
    windows.set(key, recent);
    return true;
  }

  applyConditions(app, conditions, {
    appliesTo: (url) => url.startsWith('/api2.0/'),
    rateLimited: (_request, reply) => tooMany(reply),
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api2.0/')) return undefined;
    if (!allow(`ip:${request.ip}`, ipQps)) return tooMany(reply);
    return undefined;
  });

  function issue(account: Account): Token {
    const token: Token = {
      account,
      accessToken: randomBytes(16).toString('hex'),
      refreshToken: randomBytes(16).toString('hex'),
      expiresAt: now() + ACCESS_TTL_MS,
      refreshExpiresAt: now() + REFRESH_TTL_MS,
    };
    tokens.set(token.accessToken, token);
    refreshTokens.set(token.refreshToken, token);
    return token;
  }

  const iso = (ms: number) =>
    new Date(ms)
      .toISOString()
      .replace('Z', '+00:00')
      .replace(/\.\d{3}/, '');
  const tokenData = (token: Token) => ({
    openId: token.account.openId,
    accessToken: token.accessToken,
    accessTokenExpiryDate: iso(token.expiresAt),
    refreshToken: token.refreshToken,
    refreshTokenExpiryDate: iso(token.refreshExpiresAt),
    createDate: iso(now()),
  });

  app.post('/api2.0/v1/authentication/getAccessToken', async (request, reply) => {
    const body = (request.body ?? {}) as { apiKey?: unknown; email?: unknown };
    const apiKey = typeof body.apiKey === 'string' ? body.apiKey.trim() : '';
    const match = API_KEY.exec(apiKey);
    if (!match) return fail(reply, 1600005, 'APIkey is wrong, please check and try again');
    let account = accounts.get(apiKey);
    if (!account) {
      account = {
        openId: Number(match[1]),
        email:
          typeof body.email === 'string' && body.email ? body.email : `cj${match[1]}@sandbox.test`,
        apiKey,
        level: 'Advanced',
        balanceCents: DEFAULT_BALANCE_CENTS,
      };
      accounts.set(apiKey, account);
    }
    if (account.lastTokenAt !== undefined && now() - account.lastTokenAt < tokenIntervalMs)
      return fail(
        reply,
        1600200,
        'Too Many Requests, getAccessToken can only be called once every 5 minutes',
        429,
      );
    account.lastTokenAt = now();
    return envelope(tokenData(issue(account)));
  });

  app.post('/api2.0/v1/authentication/refreshAccessToken', async (request, reply) => {
    const body = (request.body ?? {}) as { refreshToken?: unknown };
    const old =
      typeof body.refreshToken === 'string' ? refreshTokens.get(body.refreshToken) : undefined;
    if (!old || old.refreshExpiresAt < now()) return fail(reply, 1600003, 'Invalid Refresh token');
    tokens.delete(old.accessToken);
    refreshTokens.delete(old.refreshToken);
    return envelope(tokenData(issue(old.account)));
  });

  /** The account behind CJ-Access-Token, or an answer already sent. */
  function authenticate(request: FastifyRequest, reply: FastifyReply): Account | undefined {
    const header = request.headers['cj-access-token'];
    const value = Array.isArray(header) ? header[0] : header;
    if (!value) {
      void fail(reply, 1600002, 'access token cannot be empty');
      return undefined;
    }
    const token = tokens.get(value);
    if (!token || token.expiresAt < now()) {
      void fail(reply, 1600001, 'Invalid API key or access token.');
      return undefined;
    }
    if (
      !allow(
        `account:${token.account.openId}`,
        options.accountQps ?? LEVEL_QPS[token.account.level],
      )
    ) {
      void tooMany(reply);
      return undefined;
    }
    return token.account;
  }

  const authed =
    (handler: (request: FastifyRequest, reply: FastifyReply, account: Account) => unknown) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const account = authenticate(request, reply);
      if (!account) return reply;
      return handler(request, reply, account);
    };

  const query = (request: FastifyRequest) => request.query as Record<string, string | undefined>;

  app.get(
    '/api2.0/v1/setting/get',
    authed((_request, _reply, account) =>
      envelope({
        openId: account.openId,
        openName: account.email.split('@')[0],
        openEmail: account.email,
        setting: { quotaLimits: [], qpsLimit: options.accountQps ?? LEVEL_QPS[account.level] },
        callback: null,
        root: 'GENERAL',
        isSandbox: true,
      }),
    ),
  );

  app.get(
    '/api2.0/v1/product/list',
    authed((request) => {
      const q = query(request);
      const pageNum = clampInt(q.pageNum, 1, 100_000, 1);
      const pageSize = clampInt(q.pageSize, 10, 200, 20);
      const minPrice = q.minPrice ? Number(q.minPrice) : null;
      const maxPrice = q.maxPrice ? Number(q.maxPrice) : null;
      // price bounds apply to the lowest variant price, as the list's sellPrice starts with it
      const hits = catalogue.search(q.productNameEn ?? q.productName).filter((i) => {
        const lowest = Math.min(...catalogue.product(i).variants.map((v) => v.price));
        return (
          (minPrice === null || lowest >= minPrice) && (maxPrice === null || lowest <= maxPrice)
        );
      });
      return envelope({
        pageNum,
        pageSize,
        total: hits.length,
        list: hits
          .slice((pageNum - 1) * pageSize, pageNum * pageSize)
          .map((i) => listItem(options.publicUrl, catalogue.product(i))),
      });
    }),
  );

  app.get(
    '/api2.0/v1/product/productComments',
    authed((request, reply) => {
      const q = query(request);
      const index = q.pid ? catalogue.indexOfPid(q.pid) : undefined;
      if (index === undefined) return fail(reply, 1600100, 'Param error: product not found');
      const product = catalogue.product(index);
      const pageNum = clampInt(q.pageNum, 1, 100_000, 1);
      const pageSize = clampInt(q.pageSize, 1, 100, 20);
      const total = reviewCount(product);
      const first = (pageNum - 1) * pageSize;
      return envelope({
        pageNum,
        pageSize,
        total: String(total),
        list: Array.from({ length: Math.max(0, Math.min(pageSize, total - first)) }, (_, i) =>
          commentDto(options.publicUrl, product, first + i),
        ),
      });
    }),
  );

  app.get(
    '/api2.0/v1/product/query',
    authed((request, reply) => {
      const q = query(request);
      const index = q.pid ? catalogue.indexOfPid(q.pid) : undefined;
      if (index === undefined) return fail(reply, 1600100, 'Param error: product not found');
      return envelope(productDetail(options.publicUrl, catalogue.product(index)));
    }),
  );

  app.get(
    '/api2.0/v1/product/variant/query',
    authed((request, reply) => {
      const q = query(request);
      const index = q.pid ? catalogue.indexOfPid(q.pid) : undefined;
      if (index === undefined) return fail(reply, 1600100, 'Param error: product not found');
      const product = catalogue.product(index);
      return envelope(product.variants.map((v) => variantDto(options.publicUrl, product, v)));
    }),
  );

  app.get(
    '/api2.0/v1/product/stock/queryByVid',
    authed((request, reply) => {
      const located = catalogue.locateVid(query(request).vid ?? '');
      if (!located) return fail(reply, 1600100, 'Param error: variant not found');
      const product = catalogue.product(located[0]);
      const variant = product.variants[located[1]]!;
      return envelope(
        product.shipsFrom.map((country, n) => ({
          vid: vidOf(product.index, variant.index),
          areaId: n + 1,
          areaEn: country === 'CN' ? 'China Warehouse' : `${country} Warehouse`,
          countryCode: country,
          storageNum: splitStock(variant.stock, n, product.shipsFrom.length),
        })),
      );
    }),
  );

  app.get(
    '/api2.0/v1/product/stock/getInventoryByPid',
    authed((request, reply) => {
      const index = catalogue.indexOfPid(query(request).pid ?? '');
      if (index === undefined) return fail(reply, 1600100, 'Param error: product not found');
      const product = catalogue.product(index);
      const warehouses = (stock: number) =>
        product.shipsFrom.map((country, n) => ({
          areaId: n + 1,
          areaEn: country === 'CN' ? 'China Warehouse' : `${country} Warehouse`,
          countryCode: country,
          totalInventory: splitStock(stock, n, product.shipsFrom.length),
        }));
      return envelope({
        inventories: warehouses(product.variants.reduce((sum, v) => sum + v.stock, 0)),
        variantInventories: product.variants.map((v) => ({
          vid: vidOf(index, v.index),
          inventory: warehouses(v.stock),
        })),
      });
    }),
  );

  app.post(
    '/api2.0/v1/logistic/freightCalculate',
    authed((request, reply) => {
      const body = (request.body ?? {}) as {
        startCountryCode?: string;
        endCountryCode?: string;
        products?: { vid?: string; quantity?: number }[];
      };
      const first = body.products?.[0];
      const located = first?.vid ? catalogue.locateVid(first.vid) : undefined;
      if (!located || !body.endCountryCode)
        return fail(reply, 1600100, 'Param error: products[].vid and endCountryCode are required');
      const product = catalogue.product(located[0]);
      const quotes = cjFreight(
        product,
        product.variants[located[1]]!,
        (body.startCountryCode ?? 'CN').toUpperCase(),
        body.endCountryCode,
        Number(first?.quantity ?? 1),
      );
      return envelope(
        quotes.map((q) => ({
          logisticAging: `${q.minDays}-${q.maxDays}`,
          logisticPrice: q.fee,
          logisticPriceCn: Math.round(q.fee * 7.1 * 100) / 100,
          logisticName: q.name,
        })),
      );
    }),
  );

  app.post(
    '/api2.0/v1/shopping/order/createOrderV2',
    authed((request, reply, account) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const orderNumber = typeof body.orderNumber === 'string' ? body.orderNumber : '';
      if (!orderNumber)
        return fail(reply, ILLEGAL_PARAMETER, 'Illegal parameter: orderNumber is required');
      const payType = payTypeOf(body.payType);
      if (payType === null)
        return fail(reply, PARAM_ERROR, 'Param error: payType must be 1, 2 or 3');
      const existing = [...orders.values()].find(
        (o) => o.openId === account.openId && o.orderNumber === orderNumber,
      );
      if (existing) return envelope(orderCreated(existing));
      const country = String(body.shippingCountryCode ?? '').toUpperCase();
      for (const field of [
        'shippingCustomerName',
        'shippingAddress',
        'shippingCity',
        'shippingPhone',
      ])
        if (typeof body[field] !== 'string' || !(body[field] as string).trim())
          return fail(reply, ILLEGAL_PARAMETER, `Illegal parameter: ${field} is required`);
      if (!/^[A-Z]{2}$/.test(country))
        return fail(reply, ILLEGAL_PARAMETER, 'Illegal parameter: shippingCountryCode is required');
      const logisticName = String(body.logisticName ?? '');
      const lines = Array.isArray(body.products)
        ? (body.products as { vid?: string; quantity?: number }[])
        : [];
      if (lines.length === 0)
        return fail(reply, ILLEGAL_PARAMETER, 'Illegal parameter: products is empty');
      const products: Order['products'] = [];
      let postage = 0;
      for (const line of lines) {
        const located = line.vid ? catalogue.locateVid(line.vid) : undefined;
        if (!located)
          return fail(reply, VARIANT_NOT_FOUND, `Variant not found: ${String(line.vid)}`);
        const product = catalogue.product(located[0]);
        const variant = product.variants[located[1]]!;
        const quantity = clampInt(String(line.quantity ?? 1), 1, 999, 1);
        if (variant.stock < quantity)
          return fail(
            reply,
            ORDER_CREATE_FAIL,
            `Order create fail: insufficient inventory for ${line.vid}`,
          );
        const quote = cjFreight(
          product,
          variant,
          String(body.fromCountryCode ?? 'CN').toUpperCase(),
          country,
          quantity,
        ).find((q) => q.name === logisticName);
        if (!quote)
          return fail(
            reply,
            LOGISTIC_NOT_FOUND,
            `Logistic not found: ${logisticName} to ${country}`,
          );
        postage += quote.fee;
        products.push({
          vid: line.vid!,
          quantity,
          price: variant.price,
          index: located[0],
          variant: located[1],
        });
      }
      for (const line of products) catalogue.takeStock(line.index, line.variant, line.quantity);
      const order: Order = {
        orderId: `SD${now()}${randomBytes(2).toString('hex').toUpperCase()}`,
        orderNumber,
        openId: account.openId,
        status: 'CREATED',
        createdAt: now(),
        country,
        logisticName,
        products,
        postage: Math.round(postage * 100) / 100,
        taxId: typeof body.taxId === 'string' ? body.taxId : '',
        payType,
      };
      orders.set(order.orderId, order);
      // 2: on through the cart and its confirmation to the balance (unpaid when it is short)
      if (payType === 2) {
        order.status = 'IN_CART';
        const parent = confirmCart(account, [order]);
        parent.payId = newPayId();
        payParent(account, parent);
      }
      return envelope(orderCreated(order));
    }),
  );

  function amounts(order: Order) {
    const productAmount =
      Math.round(order.products.reduce((s, p) => s + p.price * p.quantity, 0) * 100) / 100;
    return {
      productAmount,
      postageAmount: order.postage,
      orderAmount: Math.round((productAmount + order.postage) * 100) / 100,
    };
  }

  function orderCreated(order: Order) {
    return {
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      shipmentOrderId: order.parentId ?? '',
      // page payment (payType 1): where the merchant pays it; the control page stands in for it
      cjPayUrl:
        order.payType === 1
          ? `${options.publicUrl}/_control?orderId=${encodeURIComponent(order.orderId)}`
          : '',
      shippingCountryCode: order.country,
      logisticName: order.logisticName,
      orderStatus: order.status,
      ...amounts(order),
      productInfoList: order.products.map((p) => ({
        vid: p.vid,
        quantity: p.quantity,
        sellPrice: p.price,
      })),
    };
  }

  app.get(
    '/api2.0/v1/shopping/order/getOrderDetail',
    authed((request, reply, account) => {
      const order = orders.get(query(request).orderId ?? '');
      if (!order || order.openId !== account.openId)
        return fail(reply, ORDER_NOT_FOUND, 'Order not found, Please check the CJ order id');
      progress(order);
      return envelope({
        orderId: order.orderId,
        orderNum: order.orderNumber,
        cjOrderId: order.orderId,
        shippingCountryCode: order.country,
        logisticName: order.logisticName,
        trackNumber: order.shipment?.trackingNumber ?? null,
        orderStatus: order.status,
        createDate: new Date(order.createdAt).toISOString(),
        ...amounts(order),
        productList: order.products.map((p) => ({
          vid: p.vid,
          quantity: p.quantity,
          sellPrice: p.price,
        })),
      });
    }),
  );

  app.post(
    '/api2.0/v1/shopping/pay/payBalance',
    authed((request, reply, account) => {
      const order = orders.get(
        String((request.body as { orderId?: string } | undefined)?.orderId ?? ''),
      );
      if (!order || order.openId !== account.openId)
        return fail(reply, ORDER_NOT_FOUND, 'Order not found, Please check the CJ order id');
      // paying twice is a no-op; the balance is charged once, never below zero
      if (order.status !== 'CREATED' && order.status !== 'UNPAID') return envelope(null);
      const cents = Math.round(amounts(order).orderAmount * 100);
      if (account.balanceCents < cents)
        return fail(reply, BALANCE_INSUFFICIENT, 'Balance is insufficient');
      account.balanceCents -= cents;
      order.status = 'UNSHIPPED';
      order.paidAt = now();
      return envelope(null);
    }),
  );

  // ---- The cart path of createOrderV2 orders (Orders Synchronization Processing, ADR 043) -------

  /** cjOrderIdList as sent: a non-empty list of ids (digits CJ may send as numbers), else null. */
  function orderIdList(body: unknown): string[] | null {
    const list = (body as { cjOrderIdList?: unknown } | undefined)?.cjOrderIdList;
    if (!Array.isArray(list) || list.length === 0 || list.length > 200) return null;
    if (!list.every((id) => (typeof id === 'string' && id) || typeof id === 'number')) return null;
    return list.map(String);
  }

  const ownOrder = (account: Account, orderId: string) => {
    const order = orders.get(orderId);
    return order && order.openId === account.openId ? order : undefined;
  };

  /** The orders (in the cart) become UNPAID in one new parent order. */
  function confirmCart(account: Account, confirmed: Order[]): ParentOrder {
    const parent: ParentOrder = {
      shipmentOrderId: `SH${now()}${randomBytes(3).toString('hex').toUpperCase()}`,
      openId: account.openId,
      orderIds: confirmed.map((o) => o.orderId),
    };
    parents.set(parent.shipmentOrderId, parent);
    for (const order of confirmed) {
      order.status = 'UNPAID';
      order.parentId = parent.shipmentOrderId;
    }
    return parent;
  }

  const newPayId = () => `PAY${now()}${randomBytes(3).toString('hex').toUpperCase()}`;

  const unpaidOf = (parent: ParentOrder) =>
    parent.orderIds.map((id) => orders.get(id)!).filter((o) => o.status === 'UNPAID');

  const centsOf = (list: Order[]) =>
    list.reduce((sum, o) => sum + Math.round(amounts(o).orderAmount * 100), 0);

  /** Pays the parent's unpaid orders from the balance; false when the balance is short. */
  function payParent(account: Account, parent: ParentOrder): boolean {
    const unpaid = unpaidOf(parent);
    const cents = centsOf(unpaid);
    if (account.balanceCents < cents) return false;
    account.balanceCents -= cents;
    parent.paidAt = now();
    for (const order of unpaid) {
      order.status = 'UNSHIPPED';
      order.paidAt = now();
    }
    return true;
  }

  app.post(
    '/api2.0/v1/shopping/order/addCart',
    authed((request, reply, account) => {
      const ids = orderIdList(request.body);
      if (!ids) return fail(reply, PARAM_ERROR, 'Param error: cjOrderIdList is required');
      const added: string[] = [];
      const interceptOrders: { orderId: string; message: string }[] = [];
      for (const id of ids) {
        const order = ownOrder(account, id);
        if (!order) interceptOrders.push({ orderId: id, message: 'Order not found' });
        else if (order.status === 'CREATED' || order.status === 'IN_CART') {
          order.status = 'IN_CART';
          added.push(id);
        } else interceptOrders.push({ orderId: id, message: `Order is ${order.status}` });
      }
      return envelope({
        successCount: added.length,
        addSuccessOrders: added,
        unInterceptAddressCount: 0,
        interceptOrders,
      });
    }),
  );

  app.post(
    '/api2.0/v1/shopping/order/addCartConfirm',
    authed((request, reply, account) => {
      const ids = orderIdList(request.body);
      if (!ids) return fail(reply, PARAM_ERROR, 'Param error: cjOrderIdList is required');
      const inCart: Order[] = [];
      const interceptOrders: string[] = [];
      for (const id of ids) {
        const order = ownOrder(account, id);
        if (order?.status === 'IN_CART') inCart.push(order);
        else interceptOrders.push(id);
      }
      // nothing in the cart (an order already confirmed, for one): not submitted
      if (inCart.length === 0)
        return envelope({
          successCount: 0,
          submitSuccess: false,
          shipmentsId: '',
          result: 1,
          interceptOrders,
        });
      const parent = confirmCart(account, inCart);
      return envelope({
        successCount: inCart.length,
        submitSuccess: true,
        shipmentsId: parent.shipmentOrderId,
        result: 0,
        interceptOrders,
      });
    }),
  );

  app.post(
    '/api2.0/v1/shopping/order/saveGenerateParentOrder',
    authed((request, reply, account) => {
      const shipmentOrderId = (request.body as { shipmentOrderId?: unknown } | undefined)
        ?.shipmentOrderId;
      if (typeof shipmentOrderId !== 'string' || !shipmentOrderId)
        return fail(reply, PARAM_ERROR, 'Param error: shipmentOrderId is required');
      const parent = parents.get(shipmentOrderId);
      if (!parent || parent.openId !== account.openId)
        return fail(reply, ORDER_NOT_FOUND, 'Order not found, Please check the shipment order id');
      const unpaid = unpaidOf(parent);
      // one payment id per parent order: asking again answers the same one
      parent.payId ??= newPayId();
      const money = centsOf(unpaid) / 100;
      const freight = unpaid.reduce((sum, o) => sum + o.postage, 0);
      return envelope({
        orderMoney: money,
        payExpireTime: new Date(now() + 24 * 3600 * 1000)
          .toISOString()
          .slice(0, 19)
          .replace('T', ' '),
        payId: parent.payId,
        result: unpaid.length > 0 ? 0 : 1,
        submitSuccess: unpaid.length > 0,
        unMatchOrderCodes: [],
        successOrders: unpaid.map((o) => o.orderId),
        unMatchProductCodes: [],
        paymentInformation: {
          actualPayment: money,
          payableAmount: money,
          freight: Math.round(freight * 100) / 100,
          orderProductAmount: Math.round((money - freight) * 100) / 100,
          orderOriginalAmount: money,
          canDeduct: true,
        },
        interceptOrders: [],
      });
    }),
  );

  app.post(
    '/api2.0/v1/shopping/pay/payBalanceV2',
    authed((request, reply, account) => {
      const body = (request.body ?? {}) as { shipmentOrderId?: unknown; payId?: unknown };
      for (const field of ['shipmentOrderId', 'payId'] as const) {
        const value = body[field];
        if (typeof value !== 'string' || !value)
          return fail(reply, PARAM_ERROR, `Param error: ${field} is required`);
      }
      const parent = parents.get(body.shipmentOrderId as string);
      if (!parent || parent.openId !== account.openId)
        return fail(reply, ORDER_NOT_FOUND, 'Order not found, Please check the shipment order id');
      if (!parent.payId || parent.payId !== body.payId)
        return fail(
          reply,
          ILLEGAL_PARAMETER,
          "Illegal parameter: payId is not this shipment order's",
        );
      // paying twice is a no-op; the balance is charged once, never below zero
      if (unpaidOf(parent).length === 0) return envelope(null);
      if (!payParent(account, parent))
        return fail(reply, BALANCE_INSUFFICIENT, 'Balance is insufficient');
      return envelope(null);
    }),
  );

  const trackInfo = authed((request) => {
    const q = request.query as Record<string, string | string[] | undefined>;
    const numbers = ([] as string[]).concat(q.trackNumber ?? []);
    for (const order of orders.values()) progress(order);
    const found = [...orders.values()].filter(
      (o) => o.shipment && numbers.includes(o.shipment.trackingNumber),
    );
    return envelope(
      found.map((order) => {
        const shipment = order.shipment!;
        const latest = eventsSoFar(shipment, now())[0];
        return {
          trackingNumber: shipment.trackingNumber,
          logisticName: order.logisticName,
          trackingFrom: shipment.originCountry,
          trackingTo: shipment.destinationCountry,
          deliveryDay: String(
            Math.max(0, Math.floor((now() - shipment.shippedAt) / shipment.stepMs)),
          ),
          deliveryTime: latest ? new Date(latest.at).toISOString() : null,
          trackingStatus: latest?.stage ?? 'NotFound',
          lastMileCarrier: 'USPS',
          lastTrackNumber: shipment.trackingNumber,
          routes: eventsSoFar(shipment, now()).map((event) => ({
            time: new Date(event.at).toISOString(),
            status: event.stage,
            description: event.description,
            location: event.location,
          })),
        };
      }),
    );
  });
  app.get('/api2.0/v1/logistic/trackInfo', trackInfo);
  app.get('/api2.0/v1/logistic/getTrackInfo', trackInfo);

  app.get('/images/:pid/:picture', async (request, reply) => {
    const { pid, picture } = request.params as { pid: string; picture: string };
    const index = catalogue.indexOfPid(pid);
    const n = Number(picture.replace(/\.svg$/, ''));
    if (index === undefined || !Number.isInteger(n) || n < 0 || n > 9)
      return reply.code(404).send();
    const product = catalogue.product(index);
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(productImageSvg({ hue: product.hue, picture: n, caption: product.category }));
  });

  // ---- How an order moves ------------------------------------------------------------------------
  /**
   * CJ ships a paid order (UNSHIPPED) one step after payment, with a parcel the tracking stand-in is
   * told of, and marks it DELIVERED once the carrier delivered it; an unpaid order waits. Worked out
   * when an order is read; an order moved by the control API stays where it was put.
   */
  function ship(order: Order, outcome?: Outcome): Shipment {
    order.status = 'SHIPPED';
    ({ shipment: order.shipment, told: order.told } = shipParcel(options.trackingUrl, {
      seed: `cj:${order.orderId}`,
      carrier: order.logisticName,
      carrierCode: 190094,
      destinationCountry: order.country,
      shippedAt: now(),
      stepMs,
      outcome,
    }));
    return order.shipment;
  }

  function progress(order: Order) {
    if (order.held) return;
    if (
      order.status === 'UNSHIPPED' &&
      order.paidAt !== undefined &&
      now() - order.paidAt >= stepMs
    )
      ship(order);
    if (order.status === 'SHIPPED' && order.shipment && deliveredBy(order.shipment, now()))
      order.status = 'DELIVERED';
  }

  async function advance(orderId: string, status: CjOrderStatus) {
    const order = orders.get(orderId);
    if (!order) return undefined;
    if ((status === 'SHIPPED' || status === 'DELIVERED') && !order.shipment) ship(order);
    order.status = status;
    order.held = true;
    await order.told;
    return order;
  }

  // ---- Control API and page ----------------------------------------------------------------------
  function controlState() {
    for (const order of orders.values()) progress(order);
    return {
      conditions,
      stepMs,
      accounts: [...accounts.values()].map((a) => ({
        openId: a.openId,
        email: a.email,
        level: a.level,
        balance: (a.balanceCents / 100).toFixed(2),
      })),
      orders: [...orders.values()].map((o) => ({
        orderId: o.orderId,
        orderNumber: o.orderNumber,
        status: o.status,
        shipmentOrderId: o.parentId,
        trackingNumber: o.shipment?.trackingNumber,
      })),
    };
  }

  app.get('/_control', async (_request, reply) =>
    reply.type('text/html').send(
      controlPage(
        'CJ Dropshipping',
        [
          {
            title: 'The supplier ships',
            path: '/_control/ship',
            hint: `Link the stand-in with any API key shaped like CJ's, e.g. ${SANDBOX_CJ_API_KEY}`,
            fields: [
              { name: 'orderId', label: 'CJ order id' },
              { name: 'outcome', label: 'Outcome (delivered, pickup, failure, exception)' },
            ],
          },
          {
            title: 'The merchant pays on MyCJ',
            path: '/_control/pay',
            hint: 'A created, carted or confirmed order is paid from the balance, as on MyCJ (or its cjPayUrl); it ships a step later',
            fields: [{ name: 'orderId', label: 'CJ order id' }],
          },
          {
            title: 'An order moves',
            path: '/_control/advance',
            hint: `Left alone, a paid order ships one step after payment and is DELIVERED when its parcel is; moved here, it stays. ${CJ_ORDER_STATUSES.join(', ')}`,
            fields: [
              { name: 'orderId', label: 'CJ order id' },
              { name: 'status', label: 'orderStatus', value: 'SHIPPED' },
            ],
          },
          {
            title: 'Price changes',
            path: '/_control/price',
            fields: [
              { name: 'pid', label: 'Product id', value: pidOf(0) },
              { name: 'percent', label: 'Percent', type: 'number', value: '10' },
            ],
          },
          {
            title: 'Stock runs out',
            path: '/_control/stock',
            fields: [
              { name: 'pid', label: 'Product id', value: pidOf(0) },
              { name: 'vid', label: 'Variant id (blank: all)' },
            ],
          },
          {
            title: 'Balance',
            path: '/_control/balance',
            hint: 'The CJ balance orders are paid from (USD); below an order total payBalance and payBalanceV2 answer 1604000',
            fields: [{ name: 'amount', label: 'Balance (USD)', type: 'number', value: '0' }],
          },
          { title: 'Tokens expire', path: '/_control/expire-tokens', fields: [] },
          serviceConditionsAction(conditions),
        ],
        controlState(),
      ),
    ),
  );
  app.get('/_control/state', async () => controlState());

  app.post('/_control/ship', async (request, reply) => {
    const body = (request.body ?? {}) as { orderId?: string; outcome?: string };
    const order = orders.get(String(body.orderId ?? ''));
    if (!order) return reply.code(404).send({ error: 'No such order' });
    const outcome =
      body.outcome && ['delivered', 'pickup', 'failure', 'exception'].includes(body.outcome)
        ? (body.outcome as Outcome)
        : undefined;
    const shipment = ship(order, outcome);
    await order.told;
    return { shipment };
  });

  app.post('/_control/pay', async (request, reply) => {
    const order = orders.get(String((request.body as { orderId?: unknown })?.orderId ?? ''));
    if (!order) return reply.code(404).send({ error: 'No such order' });
    if (!['CREATED', 'IN_CART', 'UNPAID'].includes(order.status))
      return reply.code(409).send({ error: `The order is ${order.status}` });
    const account = [...accounts.values()].find((a) => a.openId === order.openId)!;
    const cents = centsOf([order]);
    if (account.balanceCents < cents)
      return reply.code(409).send({ error: 'Balance is insufficient' });
    account.balanceCents -= cents;
    order.status = 'UNSHIPPED';
    order.paidAt = now();
    return { orderId: order.orderId, status: order.status };
  });

  app.post('/_control/advance', async (request, reply) => {
    const body = (request.body ?? {}) as { orderId?: unknown; status?: unknown };
    const statuses: readonly string[] = CJ_ORDER_STATUSES;
    if (typeof body.orderId !== 'string' || typeof body.status !== 'string')
      return reply.code(400).send({ error: 'orderId and status are required' });
    if (!statuses.includes(body.status))
      return reply.code(400).send({ error: `status must be one of ${statuses.join(', ')}` });
    const order = await advance(body.orderId, body.status as CjOrderStatus);
    if (!order) return reply.code(404).send({ error: 'No such order' });
    return {
      orderId: order.orderId,
      status: order.status,
      trackNumber: order.shipment?.trackingNumber ?? null,
    };
  });

  app.post('/_control/price', async (request, reply) => {
    const body = (request.body ?? {}) as { pid?: string; percent?: number };
    const index = body.pid ? catalogue.indexOfPid(body.pid) : undefined;
    if (index === undefined || typeof body.percent !== 'number' || body.percent <= -100)
      return reply.code(400).send({ error: 'pid and a percent above -100 are required' });
    catalogue.changePrice(index, body.percent);
    return { pid: pidOf(index), prices: catalogue.product(index).variants.map((v) => v.price) };
  });

  app.post('/_control/stock', async (request, reply) => {
    const body = (request.body ?? {}) as { pid?: string; vid?: string };
    const index = body.pid ? catalogue.indexOfPid(body.pid) : undefined;
    if (index === undefined) return reply.code(400).send({ error: 'pid is required' });
    const located = body.vid ? catalogue.locateVid(body.vid) : undefined;
    if (body.vid && (!located || located[0] !== index))
      return reply.code(404).send({ error: 'No such variant' });
    catalogue.runOutOfStock(index, located?.[1]);
    return { pid: pidOf(index), stock: catalogue.product(index).variants.map((v) => v.stock) };
  });

  app.post('/_control/balance', async (request, reply) => {
    const amount = Number((request.body as { amount?: unknown } | undefined)?.amount);
    if (!Number.isFinite(amount) || amount < 0)
      return reply.code(400).send({ error: 'amount must be a number of USD, 0 or more' });
    for (const account of accounts.values()) account.balanceCents = Math.round(amount * 100);
    return { balance: amount.toFixed(2), accounts: accounts.size };
  });

  app.post('/_control/expire-tokens', async () => {
    for (const token of tokens.values()) token.expiresAt = now() - 1;
    return { expired: tokens.size };
  });

  app.post('/_control/conditions', async (request, reply) => {
    const problems = updateConditions(conditions, request.body);
    if (problems.length > 0) return reply.code(400).send({ error: problems.join('; ') });
    const body = request.body as { stepMs?: unknown };
    if (typeof body.stepMs === 'number' && body.stepMs >= 100) stepMs = body.stepMs;
    return { conditions, stepMs };
  });

  const disputes = registerCjDisputes(app, { now, orders, authed, envelope, fail });

  app.get('/', async (_request, reply) => reply.redirect('/_control'));
  return { app, catalogue, orders, parents, advance, disputes };
}

/** A quarter of the stock sits in the local warehouse when there is one; the rest in China. */
function splitStock(stock: number, warehouse: number, warehouses: number): number {
  const local = warehouses > 1 ? Math.floor(stock / 4) : 0;
  return warehouse === 0 ? stock - local : local;
}

function clampInt(raw: string | undefined, min: number, max: number, fallback: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}
