import { OutboundClient, type OutboundLogger } from '../http/outbound-client';
import {
  SupplierError,
  type SupplierAddress,
  type SupplierErrorKey,
  type SupplierMoney,
} from '../suppliers/supplier-source';
import type { OmniFulfillmentConfig } from './omni-fulfillment-config';

/*
 * The own fulfilment service's HTTP protocol (v1, ADR 037). JSON both ways, a bearer key, and our
 * order reference as the idempotency key: a create with a reference the service already has
 * answers that request (200) instead of making a second one, and GET ?reference= finds it.
 */

/** One line of a channel order as the service fulfils it. */
export interface OmniRequestLine {
  /** Our line item id. */
  line_ref: string;
  title: string;
  quantity: number;
  /** The channel variant's SKU, when the channel sent one. */
  sku: string | null;
  /** The supplier product the merchant mapped, a hint for the service's buyers; null if none. */
  supplier: { source: string; product_id: string; sku_id: string } | null;
}

/** The consignee, checked by the destination's rules (phone E.164, postal code, tax id). */
export interface OmniShipTo {
  full_name: string;
  phone: string;
  email: string | null;
  address1: string;
  address2: string | null;
  city: string;
  province: string | null;
  zip: string | null;
  country_code: string;
  tax_id: string | null;
}

export const omniShipTo = (a: SupplierAddress): OmniShipTo => ({
  full_name: a.fullName,
  phone: a.phone,
  email: a.email ?? null,
  address1: a.address1,
  address2: a.address2 ?? null,
  city: a.city ?? '',
  province: a.province ?? null,
  zip: a.zip ?? null,
  country_code: a.countryCode,
  tax_id: a.taxId ?? null,
});

export interface OmniRequestCreate {
  reference: string;
  /** The workplace the order belongs to. */
  merchant_id: string;
  ship_to: OmniShipTo;
  lines: OmniRequestLine[];
}

/** The service's shipping of a request: its method, price and times in days ("7-12"). */
export interface OmniShipping {
  service_name: string;
  /** A decimal string in the request total's currency. */
  amount: string;
  processing_time: string;
  delivery_time: string;
}

/** received → sourcing → shipped → delivered, or rejected. */
export type OmniRequestStatus = 'received' | 'sourcing' | 'shipped' | 'delivered' | 'rejected';

export interface OmniRequest {
  /** The service's request number (our source order number). */
  id: string;
  reference: string;
  status: OmniRequestStatus;
  /** What the service charges for the whole order, products and shipping. */
  total: SupplierMoney;
  /** How the service ships the order (one parcel for every line); null when it has not said. */
  shipping?: OmniShipping | null;
  /** The parcel, from shipped on (null before). */
  shipment?: { tracking_number: string; carrier: string | null } | null;
  created_at: string;
}

/**
 * A refund the service was asked for (ADR 048): POST /fulfillment-requests/:id/refunds with our
 * refund id as `reference` (a repeat answers the first), read back by GET /refunds/:id. requested
 * until the service decides: accepted (with the amount it gives back) or rejected.
 */
export interface OmniRefund {
  id: string;
  reference: string;
  request_id: string;
  status: 'requested' | 'accepted' | 'rejected';
  amount: SupplierMoney;
  created_at: string;
  decided_at: string | null;
}

export interface OmniRefundCreate {
  reference: string;
  reason: string;
  amount: SupplierMoney;
  lines: { line_ref: string; quantity: number }[];
  note: string | null;
}

/** The service's documented error codes, as the spec 002 §8 keys of the progress panel. */
const ERROR_KEYS: Record<string, SupplierErrorKey> = {
  unauthorized: 'error_get_token',
  address_invalid: 'error_save_all_address',
  country_not_supported: 'shipped_country_notfound',
  out_of_stock: 'product_out_of_stock',
  sku_not_found: 'error_not_found_sku',
  not_found: 'not_found_order_detail',
  rate_limited: 'rate_limited',
  refund_not_allowed: 'refund_refused',
};

export class OmniFulfillmentClient {
  private readonly http: OutboundClient;

  constructor(
    private readonly config: OmniFulfillmentConfig,
    options: { logger?: OutboundLogger; fetch?: typeof fetch } = {},
  ) {
    this.http = new OutboundClient({
      service: 'omni-fulfillment',
      logger: options.logger,
      fetch: options.fetch,
      timeoutMs: 15_000,
    });
  }

  /** Creates the request, or answers the one the service already has for `reference`. */
  async create(request: OmniRequestCreate): Promise<OmniRequest> {
    const body = await this.call<{ request: OmniRequest }>('POST', '/fulfillment-requests', {
      json: request,
      tenantId: request.merchant_id,
      operation: 'omni.request.create',
      // safe to resend: the reference makes a repeat answer the first request
      idempotent: true,
    });
    return body.request;
  }

  /** The request made for our reference, or null when the service has none. */
  async findByReference(reference: string, merchantId: string): Promise<OmniRequest | null> {
    const body = await this.call<{ requests: OmniRequest[] }>('GET', '/fulfillment-requests', {
      query: { reference },
      tenantId: merchantId,
      operation: 'omni.request.find',
    });
    return body.requests.find((r) => r.reference === reference) ?? null;
  }

  async get(id: string, merchantId: string): Promise<OmniRequest> {
    const body = await this.call<{ request: OmniRequest }>(
      'GET',
      `/fulfillment-requests/${encodeURIComponent(id)}`,
      { tenantId: merchantId, operation: 'omni.request.get' },
    );
    return body.request;
  }

  /** Asks the service to refund (part of) request `requestId`, or answers the refund it has. */
  async requestRefund(
    requestId: string,
    refund: OmniRefundCreate,
    merchantId: string,
  ): Promise<OmniRefund> {
    const body = await this.call<{ refund: OmniRefund }>(
      'POST',
      `/fulfillment-requests/${encodeURIComponent(requestId)}/refunds`,
      {
        json: refund,
        tenantId: merchantId,
        operation: 'omni.refund.create',
        // safe to resend: the reference makes a repeat answer the first refund
        idempotent: true,
      },
    );
    return body.refund;
  }

  async getRefund(id: string, merchantId: string): Promise<OmniRefund> {
    const body = await this.call<{ refund: OmniRefund }>(
      'GET',
      `/refunds/${encodeURIComponent(id)}`,
      { tenantId: merchantId, operation: 'omni.refund.get' },
    );
    return body.refund;
  }

  private async call<T>(
    method: string,
    path: string,
    options: {
      json?: unknown;
      query?: Record<string, string>;
      tenantId: string;
      operation: string;
      idempotent?: boolean;
    },
  ): Promise<T> {
    const response = await this.http.request({
      method,
      url: `${this.config.apiUrl}${path}`,
      headers: { authorization: `Bearer ${this.config.apiKey}`, accept: 'application/json' },
      ...options,
    });
    if (response.ok) return response.json<T>();
    throw omniError(response.status, response.text);
  }
}

/** A refusal of the service as a SupplierError: its code's §8 key; 5xx and unknown answers too. */
export function omniError(status: number, text: string): SupplierError {
  let code = '';
  try {
    code = (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? '';
  } catch {
    // not JSON (a proxy's page): judged by the status alone
  }
  const key: SupplierErrorKey =
    ERROR_KEYS[code] ??
    (status === 429 ? 'rate_limited' : status >= 500 ? 'unavailable' : 'error_checkout_products');
  return new SupplierError('omni', key, `${status} ${code || text.slice(0, 120)}`);
}
