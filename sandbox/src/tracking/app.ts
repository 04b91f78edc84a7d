import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { applyConditions, normalConditions, updateConditions } from '../outside-world/conditions';
import { controlPage, serviceConditionsAction } from '../outside-world/control-page';
import {
  DEFAULT_STEP_MS,
  eventsSoFar,
  outcomeFor,
  type Outcome,
  type Shipment,
  type TimelineEvent,
} from './timeline';

/**
 * A 17TRACK-style tracking API (v2.2 shapes): `17token` header, POST /track/v2.2/register and
 * /gettrackinfo with {code, data: {accepted, rejected}}, and pushes of TRACKING_UPDATED to a
 * webhook signed with `sign: sha256(body + "/" + key)`. Parcels become known when a supplier
 * stand-in ships (or from the control page); their events appear over time.
 */
export interface TrackingStandInOptions {
  apiKey: string;
  /** Where updates are pushed; also settable from the control API. */
  webhookUrl?: string;
  now?: () => number;
  logger?: boolean;
  /** Check for new events and push them this often (0: only when `tick()` is called). */
  pushIntervalMs?: number;
}

interface Registration {
  number: string;
  carrier: number;
  tag: string;
  /** Events already pushed. */
  pushed: number;
}

const NOT_REGISTERED = -18019902;
const ALREADY_REGISTERED = -18019901;
const INVALID_NUMBER = -18010012;

export function pushSignature(body: string, apiKey: string): string {
  return createHash('sha256').update(`${body}/${apiKey}`).digest('hex');
}

export interface TrackingStandIn {
  app: FastifyInstance;
  /** Pushes new events of registered parcels now. */
  tick(): Promise<void>;
  shipments: Map<string, Shipment>;
}

export function buildTrackingStandIn(options: TrackingStandInOptions): TrackingStandIn {
  const now = options.now ?? Date.now;
  const app = Fastify({ logger: options.logger ?? false });
  const conditions = normalConditions();
  const shipments = new Map<string, Shipment>();
  const registrations = new Map<string, Registration>();
  let webhookUrl = options.webhookUrl;
  let quotaUsed = 0;

  const answer = (data: unknown, code = 0) => ({ code, data });

  applyConditions(app, conditions, {
    appliesTo: (url) => url.startsWith('/track/'),
    rateLimited: (_request, reply) =>
      reply.code(429).header('retry-after', '1').send(answer(null, -18010014)),
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/track/')) return undefined;
    if (request.headers['17token'] !== options.apiKey)
      return reply
        .code(401)
        .send(answer({ errors: [{ code: -18010002, message: 'Invalid access key.' }] }, 401));
    return undefined;
  });

  const numbersOf = (
    body: unknown,
  ): { number: string; carrier?: number; tag?: string }[] | undefined =>
    Array.isArray(body) && body.length <= 40
      ? body.filter((item): item is { number: string } => typeof item?.number === 'string')
      : undefined;

  const badRequest = (reply: FastifyReply) =>
    reply.code(400).send(
      answer(
        {
          errors: [
            { code: -18010001, message: 'The body must be an array of at most 40 numbers.' },
          ],
        },
        -18010001,
      ),
    );

  app.post('/track/v2.2/register', async (request, reply) => {
    const items = numbersOf(request.body);
    if (!items) return badRequest(reply);
    const accepted: unknown[] = [];
    const rejected: unknown[] = [];
    for (const item of items) {
      const number = item.number.trim().toUpperCase();
      if (!/^[A-Z0-9]{8,40}$/.test(number)) {
        rejected.push({
          number: item.number,
          error: { code: INVALID_NUMBER, message: 'The tracking number is invalid.' },
        });
        continue;
      }
      if (registrations.has(number)) {
        rejected.push({
          number,
          error: {
            code: ALREADY_REGISTERED,
            message: `The tracking number '${number}' has been registered, don't need to repeat registration.`,
          },
        });
        continue;
      }
      const carrier = item.carrier ?? shipments.get(number)?.carrierCode ?? 3011;
      registrations.set(number, { number, carrier, tag: item.tag ?? '', pushed: 0 });
      quotaUsed += 1;
      accepted.push({ origin: 1, number, carrier, tag: item.tag ?? '' });
    }
    return answer({ accepted, rejected });
  });

  app.post('/track/v2.2/gettrackinfo', async (request, reply) => {
    const items = numbersOf(request.body);
    if (!items) return badRequest(reply);
    const accepted: unknown[] = [];
    const rejected: unknown[] = [];
    for (const item of items) {
      const registration = registrations.get(item.number.trim().toUpperCase());
      if (!registration) {
        rejected.push({
          number: item.number,
          error: {
            code: NOT_REGISTERED,
            message: `The tracking number '${item.number}' does not register, please register first.`,
          },
        });
        continue;
      }
      accepted.push(trackRecord(registration));
    }
    return answer({ accepted, rejected });
  });

  app.post('/track/v2.2/stoptrack', async (request, reply) => {
    const items = numbersOf(request.body);
    if (!items) return badRequest(reply);
    const accepted = items
      .filter((item) => registrations.delete(item.number.trim().toUpperCase()))
      .map((item) => ({ number: item.number }));
    return answer({ accepted, rejected: [] });
  });

  app.post('/track/v2.2/getquota', async () =>
    answer({
      quota_total: 10_000,
      quota_used: quotaUsed,
      quota_remain: 10_000 - quotaUsed,
      today_used: quotaUsed,
    }),
  );

  function eventDto(event: TimelineEvent) {
    return {
      time_iso: new Date(event.at).toISOString(),
      time_utc: new Date(event.at).toISOString(),
      description: event.description,
      location: event.location,
      stage: event.stage,
      sub_status: event.subStatus,
    };
  }

  function trackRecord(registration: Registration) {
    const shipment = shipments.get(registration.number);
    const events = shipment ? eventsSoFar(shipment, now()) : [];
    const latest = events[0];
    return {
      number: registration.number,
      carrier: registration.carrier,
      param: null,
      tag: registration.tag,
      track_info: {
        shipping_info: {
          shipper_address: { country: shipment?.originCountry ?? null },
          recipient_address: { country: shipment?.destinationCountry ?? null },
        },
        latest_status: {
          status: latest?.stage ?? 'NotFound',
          sub_status: latest?.subStatus ?? 'NotFound_Other',
          sub_status_descr: null,
        },
        latest_event: latest ? eventDto(latest) : null,
        tracking: {
          providers: shipment
            ? [
                {
                  provider: {
                    key: shipment.carrierCode,
                    name: shipment.carrier,
                    country: shipment.originCountry,
                  },
                  latest_sync_status: 'Success',
                  events: events.map(eventDto),
                },
              ]
            : [],
        },
      },
    };
  }

  async function tick(): Promise<void> {
    if (!webhookUrl) return;
    for (const registration of registrations.values()) {
      const shipment = shipments.get(registration.number);
      if (!shipment) continue;
      const count = eventsSoFar(shipment, now()).length;
      if (count <= registration.pushed) continue;
      const body = JSON.stringify({ event: 'TRACKING_UPDATED', data: trackRecord(registration) });
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            sign: pushSignature(body, options.apiKey),
          },
          body,
          signal: AbortSignal.timeout(5_000),
        });
        // like the real service: a push that was not answered 200 is sent again next time
        if (response.ok) registration.pushed = count;
      } catch {
        // the receiver is down: keep the update for the next round
      }
    }
  }

  if (options.pushIntervalMs && options.pushIntervalMs > 0) {
    const timer = setInterval(() => void tick(), options.pushIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  // ---- Control API and page ----------------------------------------------------------------
  app.post('/_control/shipments', async (request, reply) => {
    const body = (request.body ?? {}) as Partial<Shipment>;
    if (typeof body.trackingNumber !== 'string' || !/^[A-Z0-9]{8,40}$/i.test(body.trackingNumber))
      return reply.code(400).send({ error: 'trackingNumber is required' });
    const number = body.trackingNumber.toUpperCase();
    const outcome: Outcome =
      body.outcome && ['delivered', 'pickup', 'failure', 'exception'].includes(body.outcome)
        ? body.outcome
        : outcomeFor(number);
    const shipment: Shipment = {
      trackingNumber: number,
      carrier: typeof body.carrier === 'string' ? body.carrier : 'China Post',
      carrierCode: typeof body.carrierCode === 'number' ? body.carrierCode : 3011,
      originCountry: typeof body.originCountry === 'string' ? body.originCountry : 'CN',
      destinationCountry:
        typeof body.destinationCountry === 'string' ? body.destinationCountry : 'US',
      shippedAt: typeof body.shippedAt === 'number' ? body.shippedAt : now(),
      stepMs: typeof body.stepMs === 'number' && body.stepMs >= 100 ? body.stepMs : DEFAULT_STEP_MS,
      outcome,
    };
    shipments.set(number, shipment);
    return { shipment };
  });

  app.post('/_control/webhook', async (request, reply) => {
    const url = (request.body as { url?: unknown } | undefined)?.url;
    if (typeof url !== 'string' || !/^https?:\/\//.test(url))
      return reply.code(400).send({ error: 'url must be an http(s) URL' });
    webhookUrl = url;
    return { webhookUrl };
  });

  app.post('/_control/push', async () => {
    await tick();
    return { pushed: true };
  });

  app.post('/_control/conditions', async (request, reply) => {
    const problems = updateConditions(conditions, request.body);
    if (problems.length > 0) return reply.code(400).send({ error: problems.join('; ') });
    return { conditions };
  });

  const state = () => ({
    conditions,
    webhookUrl: webhookUrl ?? null,
    parcels: [...shipments.values()].map((s) => ({
      trackingNumber: s.trackingNumber,
      destination: s.destinationCountry,
      outcome: s.outcome,
      registered: registrations.has(s.trackingNumber),
      status: eventsSoFar(s, now())[0]?.stage ?? 'NotFound',
    })),
  });
  app.get('/_control/state', async () => state());
  app.get('/_control', async (_request, reply) =>
    reply.type('text/html').send(
      controlPage(
        'Parcel tracking (17TRACK-style)',
        [
          {
            title: 'The supplier ships',
            path: '/_control/shipments',
            hint: 'A parcel appears; one carrier event a minute follows.',
            fields: [
              { name: 'trackingNumber', label: 'Tracking number', value: 'LP000000000CN' },
              { name: 'destinationCountry', label: 'Destination', value: 'US' },
              { name: 'outcome', label: 'Outcome (delivered, pickup, failure, exception)' },
            ],
          },
          { title: 'Push updates now', path: '/_control/push', fields: [] },
          {
            title: 'Webhook URL',
            path: '/_control/webhook',
            fields: [{ name: 'url', label: 'URL', value: webhookUrl ?? '' }],
          },
          serviceConditionsAction(conditions),
        ],
        state(),
      ),
    ),
  );
  app.get('/', async (_request, reply) => reply.redirect('/_control'));

  return { app, tick, shipments };
}
