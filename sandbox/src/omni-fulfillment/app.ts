import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { applyConditions, normalConditions, updateConditions } from '../outside-world/conditions';
import { shipParcel } from '../tracking/notify';
import { DEFAULT_STEP_MS, type Shipment } from '../tracking/timeline';
import { registerOmniRefunds, type OmniRefunds } from './refunds';

/**
 * The own fulfilment service (`omni`), protocol v1 of ADR 037: bearer key, JSON, our order
 * reference as the idempotency key. POST /v1/fulfillment-requests creates a request (201) or
 * answers the one it has for the reference (200); GET /v1/fulfillment-requests?reference= finds it;
 * GET /v1/fulfillment-requests/:id reads it, its status moving received → sourcing → shipped →
 * delivered over time (one step every `stepMs`), or at once through POST /_control/advance. From
 * shipped on it carries `shipment {tracking_number, carrier}`, and the parcel is made known to the
 * tracking stand-in as a carrier would. Refusals: { error: { code, message } } with the codes of
 * the ADR.
 */
export interface OmniStandInOptions {
  apiKey: string;
  now?: () => number;
  /** How long each status lasts before the next one. */
  stepMs?: number;
  /** The tracking stand-in, told of each parcel the service ships. */
  trackingUrl?: string;
  logger?: boolean;
}

export interface ShipTo {
  full_name?: string;
  phone?: string;
  address1?: string;
  city?: string;
  country_code?: string;
  zip?: string | null;
}

export interface StoredRequest {
  id: string;
  reference: string;
  merchant_id: string;
  ship_to: ShipTo;
  lines: {
    line_ref: string;
    title: string;
    quantity: number;
    sku: string | null;
    supplier: { source: string; product_id: string; sku_id: string } | null;
  }[];
  total: { amount: string; currency: string };
  createdAt: number;
  rejected: boolean;
  /** Set by POST /_control/advance: this status from now on, whatever the time. */
  forced?: RequestStatus;
  /** The parcel, once shipped, and the call telling the tracking stand-in of it. */
  shipment?: Shipment;
  told?: Promise<void>;
}

/** What the next create does instead of succeeding (set from the control API). */
export interface NextCreate {
  /** Answer this error code (address_invalid, out_of_stock …) and create nothing. */
  fail?: string;
  /** Create the request, then answer 503 as if the answer were lost on the way. */
  loseAnswer?: boolean;
}

export interface OmniStandIn {
  app: FastifyInstance;
  /** By reference. */
  requests: Map<string, StoredRequest>;
  /** How many creates arrived (repeats included). */
  creates(): number;
  setNextCreate(next: NextCreate | null): void;
  /** What POST /_control/advance does: the request (by id or reference) moves to `status`. */
  advance(idOrReference: string, status: RequestStatus): Promise<StoredRequest | undefined>;
  /** Refund requests (refunds.ts, ADR 048). */
  refunds: OmniRefunds;
}

/** Countries the service does not ship to. */
const NOT_SERVED = new Set(['KP', 'IR', 'SY', 'CU']);

export const ERROR_STATUS: Record<string, number> = {
  unauthorized: 401,
  address_invalid: 422,
  country_not_supported: 422,
  out_of_stock: 409,
  sku_not_found: 422,
  not_found: 404,
  rate_limited: 429,
  invalid_request: 400,
  refund_not_allowed: 409,
};

/** A price in cents from 5.00 to 24.99, the same for the same line every time. */
export function unitCents(title: string, sku: string | null): number {
  const digest = createHash('sha256')
    .update(`${title}|${sku ?? ''}`)
    .digest();
  return 500 + (digest.readUInt32BE(0) % 2000);
}

const SHIPPING_CENTS = 499;
/** How the service ships every order: one parcel, its own line. */
const SHIPPING = {
  service_name: 'Omni Express',
  amount: (SHIPPING_CENTS / 100).toFixed(2),
  processing_time: '1-3',
  delivery_time: '7-12',
};
const STATUSES = ['received', 'sourcing', 'shipped', 'delivered'] as const;
export type RequestStatus = (typeof STATUSES)[number] | 'rejected';

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function buildOmniStandIn(options: OmniStandInOptions): OmniStandIn {
  const now = options.now ?? Date.now;
  const stepMs = options.stepMs ?? DEFAULT_STEP_MS;
  const app = Fastify({ logger: options.logger ?? false });
  const conditions = normalConditions();
  const requests = new Map<string, StoredRequest>();
  let next: NextCreate | null = null;
  let creates = 0;
  let sequence = 0;

  const refuse = (reply: FastifyReply, code: string, message: string) =>
    reply.code(ERROR_STATUS[code] ?? 400).send({ error: { code, message } });

  applyConditions(app, conditions, {
    appliesTo: (url) => url.startsWith('/v1/'),
    rateLimited: (_request, reply) =>
      reply
        .header('retry-after', '1')
        .code(429)
        .send({
          error: { code: 'rate_limited', message: 'Too many requests' },
        }),
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return undefined;
    const auth = request.headers.authorization ?? '';
    if (!same(auth, `Bearer ${options.apiKey}`))
      return refuse(reply, 'unauthorized', 'Unknown API key');
    return undefined;
  });

  const statusOf = (r: StoredRequest): RequestStatus => {
    if (r.rejected) return 'rejected';
    if (r.forced) return r.forced;
    const step = Math.min(Math.floor((now() - r.createdAt) / stepMs), STATUSES.length - 1);
    return STATUSES[step]!;
  };

  /** The parcel of a request that reached shipped, made once (the tracking stand-in told then). */
  const shipmentOf = (r: StoredRequest): Shipment | undefined => {
    const status = statusOf(r);
    if (status !== 'shipped' && status !== 'delivered') return undefined;
    if (!r.shipment) {
      ({ shipment: r.shipment, told: r.told } = shipParcel(options.trackingUrl, {
        seed: `omni:${r.id}`,
        carrier: SHIPPING.service_name,
        carrierCode: 190271,
        destinationCountry: r.ship_to.country_code ?? 'US',
        shippedAt: now(),
        stepMs,
      }));
    }
    return r.shipment;
  };

  const view = (r: StoredRequest) => {
    const shipment = shipmentOf(r);
    return {
      id: r.id,
      reference: r.reference,
      status: statusOf(r),
      total: r.total,
      shipping: SHIPPING,
      shipment: shipment
        ? { tracking_number: shipment.trackingNumber, carrier: shipment.carrier }
        : null,
      created_at: new Date(r.createdAt).toISOString(),
    };
  };

  const findRequest = (idOrReference: string) =>
    requests.get(idOrReference) ?? [...requests.values()].find((r) => r.id === idOrReference);

  const advance = async (idOrReference: string, status: RequestStatus) => {
    const found = findRequest(idOrReference);
    if (!found) return undefined;
    if (status === 'rejected') found.rejected = true;
    else found.forced = status;
    shipmentOf(found);
    await found.told;
    return found;
  };

  app.post('/v1/fulfillment-requests', async (request, reply) => {
    creates += 1;
    const body = (request.body ?? {}) as Partial<StoredRequest>;
    if (
      typeof body.reference !== 'string' ||
      !body.reference ||
      body.reference.length > 100 ||
      typeof body.merchant_id !== 'string' ||
      !Array.isArray(body.lines) ||
      body.lines.length === 0 ||
      typeof body.ship_to !== 'object' ||
      body.ship_to === null
    )
      return refuse(
        reply,
        'invalid_request',
        'reference, merchant_id, ship_to and lines are required',
      );
    const known = requests.get(body.reference);
    if (known) return reply.code(200).send({ request: view(known) });
    const planned = next;
    next = null;
    if (planned?.fail) return refuse(reply, planned.fail, `Refused (${planned.fail})`);
    const to = body.ship_to;
    if (!to.full_name || !to.address1 || !to.city || !to.country_code || !to.phone)
      return refuse(reply, 'address_invalid', 'The address is incomplete');
    if (NOT_SERVED.has(to.country_code))
      return refuse(reply, 'country_not_supported', `We do not ship to ${to.country_code}`);
    const lines = body.lines.map((line) => ({
      line_ref: String(line.line_ref),
      title: String(line.title ?? ''),
      quantity: Math.max(1, Math.floor(Number(line.quantity) || 1)),
      sku: line.sku ? String(line.sku) : null,
      supplier: line.supplier ?? null,
    }));
    const cents =
      lines.reduce((sum, line) => sum + unitCents(line.title, line.sku) * line.quantity, 0) +
      SHIPPING_CENTS;
    sequence += 1;
    const stored: StoredRequest = {
      id: `OF${String(100000 + sequence)}`,
      reference: body.reference,
      merchant_id: body.merchant_id,
      ship_to: to,
      lines,
      total: { amount: (cents / 100).toFixed(2), currency: 'USD' },
      createdAt: now(),
      rejected: false,
    };
    requests.set(stored.reference, stored);
    if (planned?.loseAnswer)
      return reply.code(503).type('text/html').send('<h1>503 Service Temporarily Unavailable</h1>');
    return reply.code(201).send({ request: view(stored) });
  });

  app.get('/v1/fulfillment-requests', async (request) => {
    const { reference } = request.query as { reference?: string };
    const found = reference ? requests.get(reference) : undefined;
    return { requests: found ? [view(found)] : [] };
  });

  app.get('/v1/fulfillment-requests/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const found = [...requests.values()].find((r) => r.id === id);
    if (!found) return refuse(reply, 'not_found', 'No such request');
    return { request: view(found) };
  });

  const refunds = registerOmniRefunds(app, { now, findRequest, refuse });

  app.post('/_control/next-create', async (request, reply) => {
    const body = (request.body ?? {}) as { fail?: unknown; loseAnswer?: unknown };
    if (body.fail !== undefined && (typeof body.fail !== 'string' || !(body.fail in ERROR_STATUS)))
      return reply
        .code(400)
        .send({ error: `fail must be one of ${Object.keys(ERROR_STATUS).join(', ')}` });
    next = {
      ...(typeof body.fail === 'string' ? { fail: body.fail } : {}),
      ...(body.loseAnswer === true ? { loseAnswer: true } : {}),
    };
    return { next };
  });

  app.post('/_control/advance', async (request, reply) => {
    const body = (request.body ?? {}) as { request?: unknown; status?: unknown };
    const statuses: readonly string[] = [...STATUSES, 'rejected'];
    if (typeof body.request !== 'string' || typeof body.status !== 'string')
      return reply.code(400).send({ error: 'request (id or reference) and status are required' });
    if (!statuses.includes(body.status))
      return reply.code(400).send({ error: `status must be one of ${statuses.join(', ')}` });
    const advanced = await advance(body.request, body.status as RequestStatus);
    if (!advanced) return reply.code(404).send({ error: 'No such request' });
    return { request: view(advanced) };
  });

  app.post('/_control/conditions', async (request, reply) => {
    const problems = updateConditions(conditions, request.body);
    if (problems.length > 0) return reply.code(400).send({ error: problems.join('; ') });
    return { conditions };
  });

  app.get('/_control/requests', async () => ({
    creates,
    requests: [...requests.values()].map((r) => ({
      ...view(r),
      merchant_id: r.merchant_id,
      lines: r.lines,
    })),
  }));

  return {
    app,
    requests,
    creates: () => creates,
    setNextCreate: (value) => {
      next = value;
    },
    advance,
    refunds,
  };
}
