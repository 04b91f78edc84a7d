import { createHmac, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { applyConditions, normalConditions, updateConditions } from '../outside-world/conditions';
import { controlPage, serviceConditionsAction } from '../outside-world/control-page';
import { DECLINED_CARD, PAID_CARD, buildBilling } from './billing';
import { buildSavedCards } from './saved-cards';
import { parseStripeForm, type FormValue } from './form-params';
import { money } from './money';

export { DECLINED_CARD, PAID_CARD };

/**
 * A Stripe-like payment provider: the v1 Checkout Session endpoints the `stripe` package calls
 * (form-encoded, Bearer secret key, Stripe's error shape) in payment and subscription mode, the
 * subscriptions, invoices and customer portal of plan billing (billing.ts), a hosted checkout page
 * with a card form, and signed webhooks (`Stripe-Signature: t=…,v1=…`, HMAC-SHA256 of "t.payload").
 * Test cards as on Stripe: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
 */
export interface PaymentsStandInOptions {
  publicUrl: string;
  secretKey: string;
  webhookSecret: string;
  webhookUrl?: string;
  now?: () => number;
  logger?: boolean;
}

interface Session {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  payment_intent: string | null;
  /** Subscription mode: set when the payer has paid (cus_…, sub_…, in_…). */
  customer: string | null;
  subscription: string | null;
  invoice: string | null;
  /** subscription_data.metadata: copied onto the subscription Stripe creates. */
  subscription_metadata: Record<string, string>;
  /** Payment mode: customer_creation=always with setup_future_usage=off_session keeps the card. */
  save_card: boolean;
  created: number;
  expires_at: number;
  livemode: false;
  line_items: SessionLine[];
  /** Declines the hosted page saw, newest last (shown on the page). */
  declines: string[];
}

export interface SessionLine {
  name: string;
  unit_amount: number;
  quantity: number;
  /** price_data.recurring.interval of a subscription's price. */
  interval: 'month' | 'year' | null;
}

/** A webhook event as sent (and re-sent) to the endpoint. */
interface SentEvent {
  id: string;
  type: string;
  /** The checkout session, subscription or invoice the event is about. */
  objectId: string;
  payload: string;
  attempts: number;
  lastStatus: number | null;
}

export function stripeSignatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface PaymentsStandIn {
  app: FastifyInstance;
  sessions: Map<string, Session>;
  /** Webhook deliveries that failed (the receiver was down or refused), for the control page. */
  failedDeliveries: string[];
}

export function buildPaymentsStandIn(options: PaymentsStandInOptions): PaymentsStandIn {
  const now = options.now ?? Date.now;
  const seconds = () => Math.floor(now() / 1000);
  const app = Fastify({ logger: options.logger ?? false });
  // Stripe's bodies have bracketed keys (nested); the hosted page's form is flat.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (request.url.startsWith('/v1/')) done(null, parseStripeForm(body as string));
      else done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  const conditions = normalConditions();
  const sessions = new Map<string, Session>();
  const failedDeliveries: string[] = [];
  const events = new Map<string, SentEvent>();
  let webhookUrl = options.webhookUrl;
  const eventView = (e: SentEvent) => ({
    id: e.id,
    type: e.type,
    attempts: e.attempts,
    last_status: e.lastStatus,
  });
  const eventsOf = (sessionId: string) =>
    [...events.values()].filter((e) => e.objectId === sessionId).map(eventView);

  const stripeError = (
    reply: FastifyReply,
    http: number,
    type: string,
    message: string,
    param?: string,
  ) => reply.code(http).send({ error: { type, message, ...(param ? { param } : {}) } });

  applyConditions(app, conditions, {
    appliesTo: (url) => url.startsWith('/v1/'),
    rateLimited: (_request, reply) =>
      stripeError(
        reply,
        429,
        'invalid_request_error',
        'Too many requests hit the API too quickly.',
      ).header('retry-after', '1'),
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return undefined;
    const auth = request.headers.authorization ?? '';
    if (auth !== `Bearer ${options.secretKey}`)
      return stripeError(reply, 401, 'invalid_request_error', 'Invalid API Key provided.');
    return undefined;
  });

  const publicSession = (session: Session) => {
    const {
      declines: _declines,
      line_items: _items,
      subscription_metadata: _metadata,
      save_card: _save,
      ...rest
    } = session;
    return rest;
  };

  const billing = buildBilling({
    publicUrl: options.publicUrl,
    seconds,
    deliver: (type, object) => deliver(type, object),
    stripeError,
  });
  billing.register(app);
  const savedCards = buildSavedCards({ seconds, stripeError });
  savedCards.register(app);

  // Stripe answers a repeated Idempotency-Key with the first result
  const idempotent = new Map<string, string>();

  app.post('/v1/checkout/sessions', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    const replay = typeof key === 'string' ? sessions.get(idempotent.get(key) ?? '') : undefined;
    if (replay) return publicSession(replay);
    const body = (request.body ?? {}) as Record<string, FormValue>;
    const items = Array.isArray(body.line_items) ? body.line_items : [];
    if (body.mode !== 'payment' && body.mode !== 'subscription')
      return stripeError(
        reply,
        400,
        'invalid_request_error',
        'mode must be payment or subscription here.',
        'mode',
      );
    const mode = body.mode;
    if (items.length === 0)
      return stripeError(
        reply,
        400,
        'invalid_request_error',
        'line_items is required.',
        'line_items',
      );
    const lines: Session['line_items'] = [];
    let currency = '';
    for (const [n, raw] of items.entries()) {
      const item = raw as Record<string, FormValue>;
      const price = (item.price_data ?? {}) as Record<string, FormValue>;
      const product = (price.product_data ?? {}) as Record<string, FormValue>;
      const unit = Number(price.unit_amount);
      const quantity = Number(item.quantity ?? '1');
      const recurring = (price.recurring ?? {}) as Record<string, FormValue>;
      const interval =
        recurring.interval === 'month' || recurring.interval === 'year' ? recurring.interval : null;
      // Stripe: subscription mode needs recurring prices, payment mode refuses them
      if ((mode === 'subscription') !== (interval !== null))
        return stripeError(
          reply,
          400,
          'invalid_request_error',
          mode === 'subscription'
            ? 'You must provide at least one recurring price in `subscription` mode (price_data.recurring.interval month or year).'
            : 'You specified `payment` mode but passed a recurring price.',
          `line_items[${n}][price_data][recurring]`,
        );
      if (
        !Number.isInteger(unit) ||
        unit < 50 ||
        typeof price.currency !== 'string' ||
        typeof product.name !== 'string' ||
        !Number.isInteger(quantity) ||
        quantity < 1
      )
        return stripeError(
          reply,
          400,
          'invalid_request_error',
          'Each line item needs price_data (currency, unit_amount ≥ 50, product_data.name) and a quantity.',
          `line_items[${n}]`,
        );
      if (currency && currency !== price.currency)
        return stripeError(
          reply,
          400,
          'invalid_request_error',
          'All line items must use one currency.',
          'line_items',
        );
      currency = price.currency.toLowerCase();
      lines.push({ name: product.name, unit_amount: unit, quantity, interval });
    }
    const id = `cs_test_${randomBytes(24).toString('base64url')}`;
    const amount = lines.reduce((sum, line) => sum + line.unit_amount * line.quantity, 0);
    const metadata = stringRecord(body.metadata);
    const subscriptionData = (body.subscription_data ?? {}) as Record<string, FormValue>;
    const intentData = (body.payment_intent_data ?? {}) as Record<string, FormValue>;
    const session: Session = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: amount,
      amount_total: amount,
      currency,
      client_reference_id:
        typeof body.client_reference_id === 'string' ? body.client_reference_id : null,
      customer_email: typeof body.customer_email === 'string' ? body.customer_email : null,
      metadata,
      success_url: typeof body.success_url === 'string' ? body.success_url : null,
      cancel_url: typeof body.cancel_url === 'string' ? body.cancel_url : null,
      url: `${options.publicUrl}/pay/${id}`,
      payment_intent: null,
      customer: null,
      subscription: null,
      invoice: null,
      subscription_metadata: stringRecord(subscriptionData.metadata),
      save_card:
        mode === 'payment' &&
        body.customer_creation === 'always' &&
        intentData.setup_future_usage === 'off_session',
      created: seconds(),
      expires_at: seconds() + 24 * 3600,
      livemode: false,
      line_items: lines,
      declines: [],
    };
    sessions.set(id, session);
    if (typeof key === 'string') idempotent.set(key, id);
    return publicSession(session);
  });

  const found = (request: FastifyRequest, reply: FastifyReply): Session | undefined => {
    const session = sessions.get((request.params as { id: string }).id);
    if (!session)
      void stripeError(reply, 404, 'invalid_request_error', 'No such checkout.session.', 'id');
    else if (session.status === 'open' && session.expires_at < seconds())
      session.status = 'expired';
    return session;
  };

  app.get('/v1/checkout/sessions/:id', async (request, reply) => {
    const session = found(request, reply);
    return session ? publicSession(session) : reply;
  });

  app.post('/v1/checkout/sessions/:id/expire', async (request, reply) => {
    const session = found(request, reply);
    if (!session) return reply;
    if (session.status !== 'open')
      return stripeError(reply, 400, 'invalid_request_error', 'Only open sessions can be expired.');
    await expire(session);
    return publicSession(session);
  });

  /**
   * Sends an event to the webhook endpoint the way Stripe does: the payload is fixed when the
   * event happens, every attempt is signed afresh (`t` is the attempt's time), and a redelivery
   * carries the same event id.
   */
  async function send(event: SentEvent): Promise<void> {
    if (!webhookUrl) return;
    event.attempts += 1;
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': stripeSignatureHeader(
            event.payload,
            options.webhookSecret,
            seconds(),
          ),
        },
        body: event.payload,
        signal: AbortSignal.timeout(5_000),
      });
      event.lastStatus = response.status;
      if (!response.ok) failedDeliveries.push(`${event.type} ${event.id}: HTTP ${response.status}`);
    } catch (error) {
      event.lastStatus = null;
      failedDeliveries.push(
        `${event.type} ${event.id}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** Records an event about `object` (as it is now) and sends it. */
  async function deliver(type: string, object: { id: string }): Promise<void> {
    const id = `evt_${randomBytes(12).toString('hex')}`;
    const event: SentEvent = {
      id,
      type,
      objectId: object.id,
      payload: JSON.stringify({
        id,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: seconds(),
        type,
        livemode: false,
        pending_webhooks: 1,
        data: { object },
      }),
      attempts: 0,
      lastStatus: null,
    };
    events.set(id, event);
    await send(event);
  }

  /** The payer pays with `card` on the hosted page; returns the decline message, if any. */
  async function payWith(session: Session, form: Record<string, string>): Promise<string | null> {
    const card = (form.card ?? '').replace(/\s+/g, '');
    if (card === DECLINED_CARD) {
      session.declines.push('Your card was declined.');
      await deliver('checkout.session.async_payment_failed', publicSession(session));
      return session.declines[session.declines.length - 1]!;
    }
    if (
      card !== PAID_CARD ||
      !/^\d{2}\s*\/\s*\d{2}$/.test(form.expiry ?? '') ||
      !/^\d{3,4}$/.test(form.cvc ?? '')
    ) {
      session.declines.push('Your card number, expiry or security code is incomplete.');
      return session.declines[session.declines.length - 1]!;
    }
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    if (session.mode === 'subscription') {
      // Stripe creates the customer, the subscription and its first (paid) invoice, then
      // completes the session
      const line = session.line_items[0]!;
      const started = await billing.subscribe(
        {
          unitAmount: line.unit_amount * line.quantity,
          currency: session.currency,
          interval: line.interval ?? 'month',
          productName: line.name,
          metadata: session.subscription_metadata,
        },
        card,
      );
      session.customer = started.customer;
      session.subscription = started.subscription;
      session.invoice = started.invoice;
    } else {
      const paid = savedCards.checkoutPaid({
        amount: session.amount_total,
        currency: session.currency,
        card,
        saveCard: session.save_card,
        metadata: session.metadata,
      });
      session.payment_intent = paid.paymentIntent;
      session.customer = paid.customer;
    }
    await deliver('checkout.session.completed', publicSession(session));
    return null;
  }

  /** The session's time runs out (or the merchant expires it): Stripe sends `…expired`. */
  async function expire(session: Session): Promise<void> {
    session.status = 'expired';
    session.url = null;
    await deliver('checkout.session.expired', publicSession(session));
  }

  // ---- Hosted checkout page ------------------------------------------------------------------
  app.get('/pay/:id', async (request, reply) => {
    const session = sessions.get((request.params as { id: string }).id);
    if (!session)
      return reply.code(404).type('text/html').send('<h1>This checkout link is not valid.</h1>');
    return reply.type('text/html').send(checkoutPage(session));
  });

  app.post('/pay/:id', async (request, reply) => {
    const session = sessions.get((request.params as { id: string }).id);
    if (!session)
      return reply.code(404).type('text/html').send('<h1>This checkout link is not valid.</h1>');
    if (session.status !== 'open') return reply.type('text/html').send(checkoutPage(session));
    const declined = await payWith(session, (request.body ?? {}) as Record<string, string>);
    if (declined) return reply.type('text/html').send(checkoutPage(session));
    const next = session.success_url?.replace('{CHECKOUT_SESSION_ID}', session.id);
    return next ? reply.redirect(next, 303) : reply.type('text/html').send(checkoutPage(session));
  });

  // ---- Control API and page ----------------------------------------------------------------
  app.post('/_control/webhook', async (request, reply) => {
    const url = (request.body as { url?: unknown } | undefined)?.url;
    if (typeof url !== 'string' || !/^https?:\/\//.test(url))
      return reply.code(400).send({ error: 'url must be an http(s) URL' });
    webhookUrl = url;
    return { webhookUrl };
  });
  // "The payer pays / the checkout runs out / Stripe retries": the outside world for journeys.
  const controlSession = (request: FastifyRequest, reply: FastifyReply) => {
    const session = sessions.get((request.params as { id: string }).id);
    if (!session) void reply.code(404).send({ error: 'no such checkout session' });
    else if (session.status !== 'open')
      void reply.code(409).send({ error: `the session is ${session.status}` });
    return session?.status === 'open' ? session : undefined;
  };
  app.post('/_control/sessions/:id/pay', async (request, reply) => {
    const session = controlSession(request, reply);
    if (!session) return reply;
    const body = (request.body ?? {}) as { card?: unknown };
    const card = typeof body.card === 'string' ? body.card : PAID_CARD;
    const declined = await payWith(session, { card, expiry: '12 / 34', cvc: '123' });
    return { session: publicSession(session), declined, events: eventsOf(session.id) };
  });
  app.post('/_control/sessions/:id/expire', async (request, reply) => {
    const session = controlSession(request, reply);
    if (!session) return reply;
    await expire(session);
    return { session: publicSession(session), events: eventsOf(session.id) };
  });
  app.post('/_control/events/:id/redeliver', async (request, reply) => {
    const event = events.get((request.params as { id: string }).id);
    if (!event) return reply.code(404).send({ error: 'no such event' });
    const times = Number((request.body as { times?: unknown } | undefined)?.times ?? 1);
    if (!Number.isInteger(times) || times < 1 || times > 20)
      return reply.code(400).send({ error: 'times must be an integer from 1 to 20' });
    for (let i = 0; i < times; i += 1) await send(event);
    return { event: eventView(event) };
  });
  app.post('/_control/conditions', async (request, reply) => {
    const problems = updateConditions(conditions, request.body);
    if (problems.length > 0) return reply.code(400).send({ error: problems.join('; ') });
    return { conditions };
  });
  const state = () => ({
    conditions,
    webhookUrl: webhookUrl ?? null,
    failedDeliveries,
    subscriptions: billing.state(),
    ...savedCards.state(),
    sessions: [...sessions.values()].map((s) => ({
      id: s.id,
      status: s.status,
      payment_status: s.payment_status,
      amount_total: s.amount_total,
      currency: s.currency,
      reference: s.client_reference_id,
      events: eventsOf(s.id),
    })),
  });
  app.get('/_control/state', async () => state());
  app.get('/_control', async (_request, reply) =>
    reply.type('text/html').send(
      controlPage(
        'Payments (Stripe-like)',
        [
          {
            title: 'Webhook URL',
            path: '/_control/webhook',
            hint: 'Where signed checkout.session.*, invoice.* and customer.subscription.* events are delivered.',
            fields: [{ name: 'url', label: 'URL', value: webhookUrl ?? '' }],
          },
          serviceConditionsAction(conditions),
        ],
        state(),
      ),
    ),
  );
  app.get('/', async (_request, reply) => reply.redirect('/_control'));

  return { app, sessions, failedDeliveries };
}

function stringRecord(value: FormValue | undefined): Record<string, string> {
  return (typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<
    string,
    string
  >;
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function checkoutPage(session: Session): string {
  const total = money(session.amount_total, session.currency);
  const lines = session.line_items
    .map(
      (line) =>
        `<li>${escapeHtml(line.name)} × ${line.quantity} <span>${money(line.unit_amount * line.quantity, session.currency)}</span></li>`,
    )
    .join('');
  const body =
    session.status === 'complete'
      ? `<p class="ok" role="status">Payment received. You can close this window.</p>`
      : session.status === 'expired'
        ? `<p class="error" role="alert">This checkout has expired.</p>`
        : `<form method="post">
  ${session.declines.length > 0 ? `<p class="error" role="alert">${escapeHtml(session.declines[session.declines.length - 1]!)}</p>` : ''}
  <label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
  <div class="row"><div><label for="expiry">Expiry (MM / YY)</label><input id="expiry" name="expiry" placeholder="12 / 34" required></div>
  <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" placeholder="123" required></div></div>
  <label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name">
  <button type="submit">Pay ${escapeHtml(total)}</button>
  ${session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a>` : ''}
  <p class="hint">Sandbox: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.</p>
</form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Checkout — ${escapeHtml(total)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f6f9fc;margin:0}main{max-width:440px;margin:3rem auto;background:#fff;border-radius:10px;padding:1.5rem;box-shadow:0 2px 12px #0001}
h1{font-size:1.2rem}ul{padding:0;list-style:none}li{display:flex;justify-content:space-between;margin:.3rem 0}label{display:block;margin:.6rem 0 .2rem;font-size:.9rem}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #cfd7df;border-radius:6px;font-size:1rem}.row{display:flex;gap:.8rem}.row>div{flex:1}
button{margin-top:1rem;width:100%;padding:.8rem;background:#635bff;color:#fff;border:0;border-radius:6px;font-size:1rem}.error{color:#c0123c}.ok{color:#0a7f3f}.hint{color:#6b7785;font-size:.8rem}
.badge{background:#fde68a;border-radius:4px;padding:2px 6px;font-size:.75rem}</style></head>
<body><main><h1>Pay ${escapeHtml(total)} <span class="badge">Sandbox</span></h1><ul>${lines}</ul>${body}</main></body></html>`;
}
