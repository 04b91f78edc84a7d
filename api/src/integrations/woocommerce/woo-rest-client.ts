import { guardedFetch } from '../../http/guarded-fetch';
import {
  OutboundClient,
  type OutboundLogger,
  type OutboundResponse,
} from '../http/outbound-client';
import type {
  WooBatchResult,
  WooErrorBody,
  WooOrder,
  WooOrderNote,
  WooProduct,
  WooProductWrite,
  WooVariation,
  WooVariationWrite,
  WooWebhook,
} from './woo-types';

export interface WooCredentials {
  /** The WordPress site URL, e.g. https://shop.example.com (a sub-folder is allowed). */
  storeUrl: string;
  consumerKey: string;
  consumerSecret: string;
}

/** The store answered with an error status (body parsed when it is a REST error). */
export class WooApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`WooCommerce ${status} ${code}: ${message}`);
    this.name = 'WooApiError';
  }

  /** The store refuses our keys (revoked, deleted, or read-only for a write). */
  get isAuthFailure(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

export interface Page<T> {
  items: T[];
  total: number;
  totalPages: number;
}

export interface WooClientDeps {
  logger?: OutboundLogger;
  /** Exact origins (scheme://host:port) allowed although local: the sandbox stand-in only. */
  allowedOrigins?: readonly string[];
  /** Tests inject the transport; otherwise every call goes through the SSRF-guarded client. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A fetch over the guarded client: a store URL is typed by the merchant, so every call (not only
 * the first) is checked for public addresses, pinned against DNS rebinding and size-capped.
 */
function guardedTransport(allowedOrigins: readonly string[], timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await guardedFetch(String(input), {
      method: init?.method ?? 'GET',
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
      headers,
      allowedOrigins,
      timeoutMs,
      maxBytes: 8 * 1024 * 1024,
      ...(init?.signal ? { signal: init.signal } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const nullBody = answer.status === 204 || answer.status === 304;
    return new Response(nullBody ? null : new Uint8Array(answer.body), {
      status: answer.status,
      headers: responseHeaders,
    });
  };
}

/**
 * WooCommerce REST API v3 for one store. Authenticates with HTTP Basic (consumer key and
 * secret), the documented method over HTTPS; only sandbox stand-ins are reached over plain HTTP.
 * Timeouts, retries with backoff, Retry-After and per-workplace fairness come from the outbound
 * client.
 */
export class WooRestClient {
  private readonly http: OutboundClient;
  private readonly base: string;
  private readonly authorization: string;

  constructor(
    credentials: WooCredentials,
    private readonly tenantId: string,
    deps: WooClientDeps = {},
  ) {
    const timeoutMs = deps.timeoutMs ?? 20_000;
    this.http = new OutboundClient({
      service: 'woocommerce',
      ...(deps.logger ? { logger: deps.logger } : {}),
      timeoutMs,
      fetch: deps.fetch ?? guardedTransport(deps.allowedOrigins ?? [], timeoutMs),
    });
    this.base = `${credentials.storeUrl.replace(/\/+$/, '')}/wp-json/wc/v3`;
    this.authorization = `Basic ${Buffer.from(
      `${credentials.consumerKey}:${credentials.consumerSecret}`,
    ).toString('base64')}`;
  }

  private async call(
    method: string,
    path: string,
    operation: string,
    options: { query?: Record<string, string | number | undefined>; json?: unknown } = {},
  ): Promise<OutboundResponse> {
    const response = await this.http.request({
      method,
      url: `${this.base}${path}`,
      ...(options.query ? { query: options.query } : {}),
      ...(options.json !== undefined ? { json: options.json } : {}),
      headers: { authorization: this.authorization, accept: 'application/json' },
      tenantId: this.tenantId,
      operation: `woocommerce.${operation}`,
    });
    if (!response.ok) {
      let body: Partial<WooErrorBody> = {};
      try {
        body = response.json<WooErrorBody>();
      } catch {
        // not JSON (a proxy's error page)
      }
      throw new WooApiError(
        response.status,
        body.code ?? 'http_error',
        body.message ?? `HTTP ${response.status}`,
      );
    }
    return response;
  }

  private async page<T>(
    path: string,
    operation: string,
    query: Record<string, string | number | undefined>,
  ): Promise<Page<T>> {
    const response = await this.call('GET', path, operation, { query });
    return {
      items: response.json<T[]>(),
      total: Number(response.headers.get('x-wp-total') ?? 0),
      totalPages: Number(response.headers.get('x-wp-totalpages') ?? 0),
    };
  }

  /** Store currency (general settings); also proves the keys work. */
  async getCurrency(): Promise<string> {
    const response = await this.call(
      'GET',
      '/settings/general/woocommerce_currency',
      'settings.currency',
    );
    return response.json<{ value: string }>().value;
  }

  listProducts(page = 1, perPage = 50): Promise<Page<WooProduct>> {
    return this.page('/products', 'products.list', { page, per_page: perPage });
  }

  listVariations(productId: number, page = 1, perPage = 100): Promise<Page<WooVariation>> {
    return this.page(`/products/${productId}/variations`, 'variations.list', {
      page,
      per_page: perPage,
    });
  }

  /** The store's product with this SKU (our key for a pushed product), if any. */
  async findProductBySku(sku: string): Promise<WooProduct | null> {
    const page = await this.page<WooProduct>('/products', 'products.by-sku', {
      sku,
      status: 'any',
      per_page: 1,
    });
    return page.items[0] ?? null;
  }

  /** POST products/batch: up to 100 creates, updates and deletes, each answered on its own. */
  async batchProducts(batch: {
    create?: WooProductWrite[];
    update?: WooProductWrite[];
  }): Promise<WooBatchResult<WooProduct>> {
    const response = await this.call('POST', '/products/batch', 'products.batch', { json: batch });
    return response.json<WooBatchResult<WooProduct>>();
  }

  /** Every variation of a product (pages of 100). */
  async allVariations(productId: number): Promise<WooVariation[]> {
    const all: WooVariation[] = [];
    for (let page = 1; ; page += 1) {
      const result = await this.listVariations(productId, page, 100);
      all.push(...result.items);
      if (page >= result.totalPages || result.items.length === 0) return all;
    }
  }

  /** POST products/{id}/variations/batch. */
  async batchVariations(
    productId: number,
    batch: { create?: WooVariationWrite[]; update?: WooVariationWrite[]; delete?: number[] },
  ): Promise<WooBatchResult<WooVariation>> {
    const response = await this.call(
      'POST',
      `/products/${productId}/variations/batch`,
      'variations.batch',
      { json: batch },
    );
    return response.json<WooBatchResult<WooVariation>>();
  }

  /** Orders changed after `modifiedAfter` (GMT), oldest change first, so a sync can resume. */
  listOrders(options: {
    modifiedAfter?: Date;
    page?: number;
    perPage?: number;
  }): Promise<Page<WooOrder>> {
    return this.page('/orders', 'orders.list', {
      page: options.page ?? 1,
      per_page: options.perPage ?? 50,
      orderby: 'modified',
      order: 'asc',
      dates_are_gmt: 'true',
      modified_after: options.modifiedAfter?.toISOString().replace(/\.\d{3}Z$/, ''),
    });
  }

  async getOrder(orderId: number): Promise<WooOrder> {
    return (await this.call('GET', `/orders/${orderId}`, 'orders.get')).json<WooOrder>();
  }

  /** A note on the order (tracking numbers go back to the store this way). */
  async createOrderNote(
    orderId: number,
    note: string,
    customerNote: boolean,
  ): Promise<WooOrderNote> {
    const response = await this.call('POST', `/orders/${orderId}/notes`, 'orders.notes.create', {
      json: { note, customer_note: customerNote },
    });
    return response.json<WooOrderNote>();
  }

  async listOrderNotes(orderId: number): Promise<WooOrderNote[]> {
    return (await this.call('GET', `/orders/${orderId}/notes`, 'orders.notes.list')).json<
      WooOrderNote[]
    >();
  }

  async createWebhook(input: {
    name: string;
    topic: string;
    deliveryUrl: string;
    secret: string;
  }): Promise<WooWebhook> {
    const response = await this.call('POST', '/webhooks', 'webhooks.create', {
      json: {
        name: input.name,
        topic: input.topic,
        delivery_url: input.deliveryUrl,
        secret: input.secret,
        status: 'active',
      },
    });
    return response.json<WooWebhook>();
  }

  /** The store's webhooks (all of them: a store keeps a handful). */
  async listWebhooks(): Promise<WooWebhook[]> {
    const all: WooWebhook[] = [];
    for (let page = 1; ; page += 1) {
      const result = await this.page<WooWebhook>('/webhooks', 'webhooks.list', {
        page,
        per_page: 100,
      });
      all.push(...result.items);
      if (page >= result.totalPages || result.items.length === 0) return all;
    }
  }

  async deleteWebhook(webhookId: number): Promise<void> {
    await this.call('DELETE', `/webhooks/${webhookId}`, 'webhooks.delete', {
      query: { force: 'true' },
    });
  }
}
