import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FormValue } from './form-params';

/**
 * Cards saved for later and the PaymentIntents that charge them, as Stripe's API has them:
 * a payment-mode Checkout with `customer_creation=always` and
 * `payment_intent_data[setup_future_usage]=off_session` leaves the payer's card attached to a new
 * customer (`session.customer`, and `GET /v1/payment_intents/:id` names its `payment_method`);
 * `POST /v1/payment_intents` with `customer`, `payment_method`, `off_session=true` and
 * `confirm=true` charges it without the payer (the wallet's automatic recharge). A charge the
 * bank refuses answers 402 `card_error` / `card_declined` with the failed PaymentIntent, as
 * Stripe does. The control API makes a saved card start declining (`/_control/payment_methods/
 * :id/decline`), the outside world a journey cannot click.
 */
export interface SavedCard {
  id: string;
  customer: string;
  last4: string;
  /** Off-session charges are refused (an expired card, no funds). */
  declines: boolean;
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: 'succeeded' | 'requires_payment_method';
  setup_future_usage: 'off_session' | null;
  off_session: boolean;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
  last_payment_error: { code: string; decline_code: string; message: string } | null;
}

type StripeError = (
  reply: FastifyReply,
  http: number,
  type: string,
  message: string,
  param?: string,
) => FastifyReply;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function buildSavedCards({
  seconds,
  stripeError,
}: {
  seconds: () => number;
  stripeError: StripeError;
}) {
  const cards = new Map<string, SavedCard>();
  const intents = new Map<string, PaymentIntent>();
  // Stripe answers a repeated Idempotency-Key with the first result
  const idempotent = new Map<string, string>();

  /** A payment-mode checkout was paid with `card`: its PaymentIntent, and the card if it is kept. */
  function checkoutPaid(input: {
    amount: number;
    currency: string;
    card: string;
    saveCard: boolean;
    metadata: Record<string, string>;
  }): { paymentIntent: string; customer: string | null } {
    let saved: SavedCard | null = null;
    if (input.saveCard) {
      saved = { id: id('pm'), customer: id('cus'), last4: input.card.slice(-4), declines: false };
      cards.set(saved.id, saved);
    }
    const intent: PaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: input.amount,
      currency: input.currency,
      customer: saved?.customer ?? null,
      payment_method: saved?.id ?? null,
      status: 'succeeded',
      setup_future_usage: saved ? 'off_session' : null,
      off_session: false,
      metadata: input.metadata,
      created: seconds(),
      livemode: false,
      last_payment_error: null,
    };
    intents.set(intent.id, intent);
    return { paymentIntent: intent.id, customer: saved?.customer ?? null };
  }

  function register(app: FastifyInstance): void {
    app.get('/v1/payment_intents/:id', async (request, reply) => {
      const intent = intents.get((request.params as { id: string }).id);
      if (!intent)
        return stripeError(reply, 404, 'invalid_request_error', 'No such payment_intent.', 'id');
      // expand[]=payment_method (any index form) embeds the PaymentMethod, as Stripe does
      const expand = Object.entries(request.query as Record<string, unknown>).some(
        ([key, value]) => key.startsWith('expand') && String(value).includes('payment_method'),
      );
      const card = expand && intent.payment_method ? cards.get(intent.payment_method) : undefined;
      return card ? { ...intent, payment_method: paymentMethodView(card) } : intent;
    });

    app.get('/v1/payment_methods/:id', async (request, reply) => {
      const card = cards.get((request.params as { id: string }).id);
      if (!card)
        return stripeError(reply, 404, 'invalid_request_error', 'No such PaymentMethod.', 'id');
      return paymentMethodView(card);
    });

    app.post('/v1/payment_intents', async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const replay = typeof key === 'string' ? intents.get(idempotent.get(key) ?? '') : undefined;
      if (replay) return replayed(reply, replay);
      const body = (request.body ?? {}) as Record<string, FormValue>;
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 50)
        return stripeError(
          reply,
          400,
          'invalid_request_error',
          'amount must be an integer of at least 50.',
          'amount',
        );
      if (typeof body.currency !== 'string' || !/^[a-z]{3}$/i.test(body.currency))
        return stripeError(
          reply,
          400,
          'invalid_request_error',
          'currency is required.',
          'currency',
        );
      if (body.confirm !== 'true' || body.off_session !== 'true')
        return stripeError(
          reply,
          400,
          'invalid_request_error',
          'This stand-in only confirms off-session PaymentIntents (confirm=true, off_session=true).',
          'confirm',
        );
      const card = cards.get(typeof body.payment_method === 'string' ? body.payment_method : '');
      if (!card)
        return stripeError(
          reply,
          400,
          'invalid_request_error',
          'No such PaymentMethod.',
          'payment_method',
        );
      if (card.customer !== body.customer)
        return stripeError(
          reply,
          400,
          'invalid_request_error',
          'The provided PaymentMethod is not attached to this customer.',
          'payment_method',
        );
      const intent: PaymentIntent = {
        id: id('pi'),
        object: 'payment_intent',
        amount,
        currency: body.currency.toLowerCase(),
        customer: card.customer,
        payment_method: card.id,
        status: card.declines ? 'requires_payment_method' : 'succeeded',
        setup_future_usage: null,
        off_session: true,
        metadata: stringRecord(body.metadata),
        created: seconds(),
        livemode: false,
        last_payment_error: card.declines
          ? {
              code: 'card_declined',
              decline_code: 'insufficient_funds',
              message: 'Your card has insufficient funds.',
            }
          : null,
      };
      intents.set(intent.id, intent);
      if (typeof key === 'string') idempotent.set(key, intent.id);
      return replayed(reply, intent);
    });

    app.post('/_control/payment_methods/:id/decline', async (request, reply) => {
      const card = cards.get((request.params as { id: string }).id);
      if (!card) return reply.code(404).send({ error: 'no such payment method' });
      const body = (request.body ?? {}) as { declines?: unknown };
      card.declines = body.declines !== false;
      return { payment_method: card };
    });
  }

  /** The PaymentIntent, or Stripe's 402 card error carrying it when the charge was refused. */
  function replayed(reply: FastifyReply, intent: PaymentIntent) {
    if (intent.status === 'succeeded') return reply.send(intent);
    return reply.code(402).send({
      error: {
        type: 'card_error',
        code: intent.last_payment_error!.code,
        decline_code: intent.last_payment_error!.decline_code,
        message: intent.last_payment_error!.message,
        payment_intent: intent,
      },
    });
  }

  const state = () => ({
    payment_methods: [...cards.values()],
    payment_intents: [...intents.values()].map((i) => ({
      id: i.id,
      amount: i.amount,
      currency: i.currency,
      status: i.status,
      off_session: i.off_session,
      payment_method: i.payment_method,
    })),
  });

  return { register, checkoutPaid, state };
}

function paymentMethodView(card: SavedCard) {
  return {
    id: card.id,
    object: 'payment_method',
    type: 'card',
    customer: card.customer,
    card: { brand: 'visa', last4: card.last4, exp_month: 12, exp_year: 2034 },
    livemode: false,
  };
}

function stringRecord(value: FormValue | undefined): Record<string, string> {
  return (typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<
    string,
    string
  >;
}
