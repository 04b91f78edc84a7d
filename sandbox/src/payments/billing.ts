import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../http/html';
import type { FormValue } from './form-params';
import { money } from './money';

/**
 * Stripe Billing as far as plan subscriptions need it: the subscription a subscription-mode
 * Checkout Session creates, its invoices, plan changes with prorations (`POST /v1/subscriptions/
 * :id`, previewed by `POST /v1/invoices/create_preview`), the customer portal where the payer
 * replaces the card, and renewals the control page triggers (Stripe's clock does it for real).
 * Objects follow API version 2025-03-31.basil and later: billing periods on subscription items,
 * the subscription of an invoice under `parent.subscription_details`.
 */
export const PAID_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

type Interval = 'month' | 'year';

interface Price {
  id: string;
  product: string;
  unit_amount: number;
  currency: string;
  interval: Interval;
}

interface Customer {
  id: string;
  /** The card on file (its number, as typed on a hosted page). */
  card: string;
}

interface Subscription {
  id: string;
  customer: string;
  status: 'active' | 'past_due' | 'canceled';
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  metadata: Record<string, string>;
  itemId: string;
  price: Price;
  current_period_start: number;
  current_period_end: number;
  latest_invoice: string | null;
  created: number;
}

interface InvoiceLine {
  id: string;
  amount: number;
  description: string;
  proration: boolean;
  period: { start: number; end: number };
}

interface Invoice {
  id: string;
  customer: string;
  subscription: string;
  /** Snapshot of the subscription's metadata when the invoice was made. */
  metadata: Record<string, string>;
  status: 'paid' | 'open';
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  currency: string;
  lines: InvoiceLine[];
  created: number;
}

interface PortalSession {
  id: string;
  customer: string;
  return_url: string;
  /** The last card refused on the page. */
  error: string | null;
}

export interface BillingDeps {
  publicUrl: string;
  seconds: () => number;
  deliver: (type: string, object: { id: string }) => Promise<void>;
  stripeError: (
    reply: FastifyReply,
    http: number,
    type: string,
    message: string,
    param?: string,
  ) => FastifyReply;
}

/** What a subscription-mode checkout passes on when the payer has paid. */
export interface SubscriptionCheckout {
  unitAmount: number;
  currency: string;
  interval: Interval;
  productName: string;
  metadata: Record<string, string>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The same day of the next month or year, in UTC, as Stripe's billing cycle anchor does. */
export function addInterval(seconds: number, interval: Interval): number {
  const date = new Date(seconds * 1000);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}

/**
 * Lines of an immediate plan change at `at` (Stripe's prorations): the unused time of the old
 * price is credited and the rest of the period charged at the new price. A change of interval
 * starts a new period at once, so the new price is charged in full.
 */
export function prorationLines(
  sub: Pick<Subscription, 'price' | 'current_period_start' | 'current_period_end'>,
  next: Price,
  at: number,
): InvoiceLine[] {
  const { current_period_start: start, current_period_end: end } = sub;
  const left = Math.min(1, Math.max(0, (end - at) / Math.max(1, end - start)));
  const credit: InvoiceLine = {
    id: id('il'),
    amount: -Math.round(sub.price.unit_amount * left),
    description: 'Unused time on the previous plan',
    proration: true,
    period: { start: at, end },
  };
  if (next.interval !== sub.price.interval)
    return [
      credit,
      {
        id: id('il'),
        amount: next.unit_amount,
        description: '1 × plan',
        proration: false,
        period: { start: at, end: addInterval(at, next.interval) },
      },
    ];
  return [
    credit,
    {
      id: id('il'),
      amount: Math.round(next.unit_amount * left),
      description: 'Remaining time on the new plan',
      proration: true,
      period: { start: at, end },
    },
  ];
}

export function buildBilling(deps: BillingDeps) {
  const { seconds, deliver, stripeError } = deps;
  const customers = new Map<string, Customer>();
  const subscriptions = new Map<string, Subscription>();
  const invoices = new Map<string, Invoice>();
  const portals = new Map<string, PortalSession>();

  const subscriptionView = (sub: Subscription) => ({
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end,
    canceled_at: sub.canceled_at,
    ended_at: sub.status === 'canceled' ? sub.canceled_at : null,
    created: sub.created,
    start_date: sub.created,
    currency: sub.price.currency,
    latest_invoice: sub.latest_invoice,
    livemode: false,
    metadata: sub.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: sub.itemId,
          object: 'subscription_item',
          quantity: 1,
          current_period_start: sub.current_period_start,
          current_period_end: sub.current_period_end,
          price: {
            id: sub.price.id,
            object: 'price',
            product: sub.price.product,
            unit_amount: sub.price.unit_amount,
            currency: sub.price.currency,
            recurring: { interval: sub.price.interval, interval_count: 1 },
          },
        },
      ],
    },
  });

  const invoiceView = (invoice: Invoice, preview = false) => {
    const total = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
    const due = Math.max(0, total);
    const paid = invoice.status === 'paid' ? due : 0;
    return {
      id: invoice.id,
      object: 'invoice',
      customer: invoice.customer,
      status: preview ? 'draft' : invoice.status,
      billing_reason: invoice.billing_reason,
      currency: invoice.currency,
      subtotal: total,
      total,
      amount_due: due,
      amount_paid: paid,
      amount_remaining: due - paid,
      created: invoice.created,
      period_start: invoice.lines[0]?.period.start ?? invoice.created,
      period_end: invoice.lines.at(-1)?.period.end ?? invoice.created,
      hosted_invoice_url: preview ? null : `${deps.publicUrl}/invoices/${invoice.id}`,
      livemode: false,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: invoice.subscription, metadata: invoice.metadata },
      },
      lines: {
        object: 'list',
        data: invoice.lines.map((line) => ({
          id: line.id,
          object: 'line_item',
          amount: line.amount,
          currency: invoice.currency,
          description: line.description,
          period: line.period,
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: {
              proration: line.proration,
              subscription: invoice.subscription,
            },
          },
        })),
      },
    };
  };

  const cardPays = (customer: Customer) => customer.card === PAID_CARD;

  /** Charges the invoice to the card on file and sends what Stripe sends. */
  async function collect(invoice: Invoice, sub: Subscription): Promise<void> {
    const customer = customers.get(sub.customer)!;
    const due = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
    if (due <= 0 || cardPays(customer)) {
      invoice.status = 'paid';
      if (sub.status === 'past_due') sub.status = 'active';
      await deliver('invoice.paid', invoiceView(invoice));
    } else {
      invoice.status = 'open';
      sub.status = 'past_due';
      await deliver('invoice.payment_failed', invoiceView(invoice));
    }
    await deliver('customer.subscription.updated', subscriptionView(sub));
  }

  function newInvoice(
    sub: Subscription,
    reason: Invoice['billing_reason'],
    lines: InvoiceLine[],
  ): Invoice {
    const invoice: Invoice = {
      id: id('in'),
      customer: sub.customer,
      subscription: sub.id,
      metadata: { ...sub.metadata },
      status: 'open',
      billing_reason: reason,
      currency: sub.price.currency,
      lines,
      created: seconds(),
    };
    invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  const periodLine = (sub: Subscription): InvoiceLine => ({
    id: id('il'),
    amount: sub.price.unit_amount,
    description: '1 × plan',
    proration: false,
    period: { start: sub.current_period_start, end: sub.current_period_end },
  });

  /** A subscription-mode checkout was paid with `card`: customer, subscription, first invoice. */
  async function subscribe(checkout: SubscriptionCheckout, card: string) {
    const customer: Customer = { id: id('cus'), card };
    customers.set(customer.id, customer);
    const now = seconds();
    const sub: Subscription = {
      id: id('sub'),
      customer: customer.id,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      metadata: checkout.metadata,
      itemId: id('si'),
      price: {
        id: id('price'),
        product: id('prod'),
        unit_amount: checkout.unitAmount,
        currency: checkout.currency,
        interval: checkout.interval,
      },
      current_period_start: now,
      current_period_end: addInterval(now, checkout.interval),
      latest_invoice: null,
      created: now,
    };
    subscriptions.set(sub.id, sub);
    const invoice = newInvoice(sub, 'subscription_create', [periodLine(sub)]);
    invoice.status = 'paid';
    await deliver('customer.subscription.created', subscriptionView(sub));
    await deliver('invoice.paid', invoiceView(invoice));
    return { customer: customer.id, subscription: sub.id, invoice: invoice.id };
  }

  /** The next period starts (Stripe's clock): renew, or end a subscription set to cancel. */
  async function renew(sub: Subscription): Promise<void> {
    if (sub.cancel_at_period_end) return end(sub);
    sub.current_period_start = sub.current_period_end;
    sub.current_period_end = addInterval(sub.current_period_start, sub.price.interval);
    await collect(newInvoice(sub, 'subscription_cycle', [periodLine(sub)]), sub);
  }

  async function end(sub: Subscription): Promise<void> {
    sub.status = 'canceled';
    sub.canceled_at = seconds();
    await deliver('customer.subscription.deleted', subscriptionView(sub));
  }

  /** The price an update or a preview asks for: `items[0][price_data]`. */
  function requestedPrice(
    sub: Subscription,
    items: FormValue | undefined,
  ): Price | { error: string; param: string } | null {
    if (!Array.isArray(items) || items.length === 0) return null;
    const item = items[0] as Record<string, FormValue>;
    if (item.id !== sub.itemId)
      return { error: 'No such subscription item.', param: 'items[0][id]' };
    const data = (item.price_data ?? {}) as Record<string, FormValue>;
    const recurring = (data.recurring ?? {}) as Record<string, FormValue>;
    const unit = Number(data.unit_amount);
    if (
      !Number.isInteger(unit) ||
      unit < 0 ||
      typeof data.currency !== 'string' ||
      data.currency.toLowerCase() !== sub.price.currency ||
      typeof data.product !== 'string' ||
      (recurring.interval !== 'month' && recurring.interval !== 'year')
    )
      return {
        error:
          'items[0][price_data] needs the subscription currency, a product, unit_amount and recurring[interval].',
        param: 'items[0][price_data]',
      };
    return {
      id: id('price'),
      product: data.product,
      unit_amount: unit,
      currency: sub.price.currency,
      interval: recurring.interval,
    };
  }

  const prorationDate = (raw: FormValue | undefined) => {
    const value = Number(raw);
    return Number.isInteger(value) && value > 0 ? value : seconds();
  };

  function register(app: FastifyInstance): void {
    const findSub = (request: FastifyRequest, reply: FastifyReply) => {
      const sub = subscriptions.get((request.params as { id: string }).id);
      if (!sub)
        void stripeError(reply, 404, 'invalid_request_error', 'No such subscription.', 'id');
      return sub;
    };

    app.get('/v1/subscriptions/:id', async (request, reply) => {
      const sub = findSub(request, reply);
      return sub ? subscriptionView(sub) : reply;
    });

    app.post('/v1/subscriptions/:id', async (request, reply) => {
      const sub = findSub(request, reply);
      if (!sub) return reply;
      if (sub.status === 'canceled')
        return stripeError(
          reply,
          400,
          'invalid_request_error',
          'A canceled subscription can only update its cancellation_details and metadata.',
        );
      const body = (request.body ?? {}) as Record<string, FormValue>;
      const price = requestedPrice(sub, body.items);
      if (price && 'error' in price)
        return stripeError(reply, 400, 'invalid_request_error', price.error, price.param);
      const behavior = body.proration_behavior ?? 'create_prorations';
      if (price && behavior !== 'always_invoice' && behavior !== 'none')
        return stripeError(
          reply,
          400,
          'invalid_request_error',
          'This stand-in supports proration_behavior always_invoice or none.',
          'proration_behavior',
        );
      if (typeof body.metadata === 'object' && !Array.isArray(body.metadata))
        sub.metadata = { ...sub.metadata, ...(body.metadata as Record<string, string>) };
      if (body.cancel_at_period_end === 'true' || body.cancel_at_period_end === 'false')
        sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      if (!price) {
        await deliver('customer.subscription.updated', subscriptionView(sub));
        return subscriptionView(sub);
      }
      if (behavior === 'none') {
        // takes effect on the next renewal, nothing charged now
        sub.price = price;
        await deliver('customer.subscription.updated', subscriptionView(sub));
        return subscriptionView(sub);
      }
      const at = prorationDate(body.proration_date);
      const lines = prorationLines(sub, price, at);
      if (price.interval !== sub.price.interval) {
        sub.current_period_start = at;
        sub.current_period_end = addInterval(at, price.interval);
      }
      sub.price = price;
      await collect(newInvoice(sub, 'subscription_update', lines), sub);
      return subscriptionView(sub);
    });

    app.post('/v1/invoices/create_preview', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, FormValue>;
      const sub = subscriptions.get(typeof body.subscription === 'string' ? body.subscription : '');
      if (!sub)
        return stripeError(
          reply,
          400,
          'invalid_request_error',
          'No such subscription.',
          'subscription',
        );
      const details = (body.subscription_details ?? {}) as Record<string, FormValue>;
      const price = requestedPrice(sub, details.items);
      if (price && 'error' in price)
        return stripeError(reply, 400, 'invalid_request_error', price.error, price.param);
      const preview: Invoice = {
        id: `upcoming_${id('in')}`,
        customer: sub.customer,
        subscription: sub.id,
        metadata: sub.metadata,
        status: 'open',
        billing_reason: price ? 'subscription_update' : 'subscription_cycle',
        currency: sub.price.currency,
        lines: price
          ? prorationLines(sub, price, prorationDate(details.proration_date))
          : [periodLine(sub)],
        created: seconds(),
      };
      return invoiceView(preview, true);
    });

    app.get('/v1/invoices/:id', async (request, reply) => {
      const invoice = invoices.get((request.params as { id: string }).id);
      if (!invoice)
        return stripeError(reply, 404, 'invalid_request_error', 'No such invoice.', 'id');
      return invoiceView(invoice);
    });

    app.post('/v1/billing_portal/sessions', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, FormValue>;
      const customer = customers.get(typeof body.customer === 'string' ? body.customer : '');
      if (!customer)
        return stripeError(reply, 400, 'invalid_request_error', 'No such customer.', 'customer');
      if (typeof body.return_url !== 'string' || !/^https?:\/\//.test(body.return_url))
        return stripeError(
          reply,
          400,
          'invalid_request_error',
          'return_url must be a URL.',
          'return_url',
        );
      const portal: PortalSession = {
        id: id('bps'),
        customer: customer.id,
        return_url: body.return_url,
        error: null,
      };
      portals.set(portal.id, portal);
      return {
        id: portal.id,
        object: 'billing_portal.session',
        customer: customer.id,
        return_url: portal.return_url,
        url: `${deps.publicUrl}/portal/${portal.id}`,
        created: seconds(),
        livemode: false,
      };
    });

    // ---- The customer portal: replace the card; an unpaid invoice is retried with it --------
    app.get('/portal/:id', async (request, reply) => {
      const portal = portals.get((request.params as { id: string }).id);
      if (!portal)
        return reply.code(404).type('text/html').send('<h1>This portal link is not valid.</h1>');
      return reply.type('text/html').send(portalPage(portal, customers.get(portal.customer)!));
    });

    app.post('/portal/:id', async (request, reply) => {
      const portal = portals.get((request.params as { id: string }).id);
      if (!portal)
        return reply.code(404).type('text/html').send('<h1>This portal link is not valid.</h1>');
      const form = (request.body ?? {}) as Record<string, string>;
      const card = (form.card ?? '').replace(/\s+/g, '');
      const customer = customers.get(portal.customer)!;
      if (
        (card !== PAID_CARD && card !== DECLINED_CARD) ||
        !/^\d{2}\s*\/\s*\d{2}$/.test(form.expiry ?? '') ||
        !/^\d{3,4}$/.test(form.cvc ?? '')
      ) {
        portal.error = 'Your card number, expiry or security code is incomplete.';
        return reply.type('text/html').send(portalPage(portal, customer));
      }
      portal.error = null;
      customer.card = card;
      for (const sub of subscriptions.values()) {
        if (sub.customer !== customer.id || sub.status !== 'past_due') continue;
        const open = sub.latest_invoice ? invoices.get(sub.latest_invoice) : undefined;
        if (open?.status === 'open') await collect(open, sub);
      }
      return reply.redirect(portal.return_url, 303);
    });

    app.get('/invoices/:id', async (request, reply) => {
      const invoice = invoices.get((request.params as { id: string }).id);
      if (!invoice)
        return reply.code(404).type('text/html').send('<h1>This invoice is not valid.</h1>');
      return reply.type('text/html').send(invoicePage(invoice));
    });

    // ---- Control: Stripe's clock and its retry schedule -------------------------------------
    const controlSub = (request: FastifyRequest, reply: FastifyReply) => {
      const sub = subscriptions.get((request.params as { id: string }).id);
      if (!sub) void reply.code(404).send({ error: 'no such subscription' });
      else if (sub.status === 'canceled')
        void reply.code(409).send({ error: 'the subscription is canceled' });
      return sub?.status === 'canceled' ? undefined : sub;
    };
    app.post('/_control/subscriptions/:id/renew', async (request, reply) => {
      const sub = controlSub(request, reply);
      if (!sub) return reply;
      const card = (request.body as { card?: unknown } | undefined)?.card;
      if (typeof card === 'string') customers.get(sub.customer)!.card = card.replace(/\s+/g, '');
      await renew(sub);
      return { subscription: subscriptionView(sub) };
    });
    // all retries failed: Stripe cancels the subscription (the default "cancel" setting)
    app.post('/_control/subscriptions/:id/cancel', async (request, reply) => {
      const sub = controlSub(request, reply);
      if (!sub) return reply;
      await end(sub);
      return { subscription: subscriptionView(sub) };
    });
  }

  const state = () =>
    [...subscriptions.values()].map((sub) => ({
      id: sub.id,
      customer: sub.customer,
      status: sub.status,
      plan: sub.metadata.plan_key ?? null,
      unit_amount: sub.price.unit_amount,
      interval: sub.price.interval,
      current_period_end: sub.current_period_end,
      cancel_at_period_end: sub.cancel_at_period_end,
    }));

  return { subscribe, register, state, subscriptions };
}

function portalPage(portal: PortalSession, customer: Customer): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Billing portal</title>
<style>body{font-family:system-ui,sans-serif;background:#f6f9fc;margin:0}main{max-width:440px;margin:3rem auto;background:#fff;border-radius:10px;padding:1.5rem;box-shadow:0 2px 12px #0001}
label{display:block;margin:.6rem 0 .2rem}input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #cfd7df;border-radius:6px;font-size:1rem}
button{margin-top:1rem;width:100%;padding:.8rem;background:#635bff;color:#fff;border:0;border-radius:6px;font-size:1rem}.error{color:#c0123c}.hint{color:#6b7785;font-size:.8rem}</style></head>
<body><main><h1>Payment method</h1><p>Card on file ending in ${escapeHtml(customer.card.slice(-4))}</p>
<form method="post">${portal.error ? `<p class="error" role="alert">${escapeHtml(portal.error)}</p>` : ''}
<label for="card">New card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Expiry (MM / YY)</label><input id="expiry" name="expiry" placeholder="12 / 34" required>
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" required>
<button type="submit">Update card</button></form>
<p><a href="${escapeHtml(portal.return_url)}">Return without changes</a></p>
<p class="hint">Sandbox: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.</p></main></body></html>`;
}

function invoicePage(invoice: Invoice): string {
  const total = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
  const rows = invoice.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.description)}</td><td>${escapeHtml(money(line.amount, invoice.currency))}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(invoice.id)}</title></head>
<body><main><h1>Invoice ${escapeHtml(invoice.id)}</h1><p>Status: ${escapeHtml(invoice.status)}</p>
<table><tbody>${rows}</tbody><tfoot><tr><th>Total</th><th>${escapeHtml(money(Math.max(0, total), invoice.currency))}</th></tr></tfoot></table></main></body></html>`;
}
