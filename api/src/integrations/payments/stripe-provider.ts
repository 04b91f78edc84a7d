import { AsyncLocalStorage } from 'node:async_hooks';
import Stripe from 'stripe';
import { OutboundClient, SYSTEM_TENANT, type OutboundLogger } from '../http/outbound-client';
import { paymentsConfig, type PaymentsConfig } from './payments-config';
import {
  PaymentSignatureError,
  type Checkout,
  type CheckoutInput,
  type PaymentEventType,
  type PaymentProvider,
  type ProviderEvent,
  type SavedCard,
  type SavedCardCharge,
  type SavedCardResult,
} from './payment-provider';
import { toBillingEvent } from './stripe-billing-events';

/**
 * Stripe Checkout through the official `stripe` package. Its HTTP goes through our outbound
 * client (timeouts, retries, per-workplace fairness, redacted logs): the package gets a fetch
 * function that forwards to it, and the workplace rides along in async context.
 */
export const tenantScope = new AsyncLocalStorage<string>();

/** Seconds a webhook signature stays acceptable (Stripe's default tolerance). */
const SIGNATURE_TOLERANCE_S = 300;

const EVENT_TYPES: Record<string, PaymentEventType> = {
  'checkout.session.completed': 'checkout.paid',
  'checkout.session.async_payment_succeeded': 'checkout.paid',
  'checkout.session.async_payment_failed': 'checkout.failed',
  'checkout.session.expired': 'checkout.expired',
};

/** A fetch for the stripe package that sends through the outbound client. */
export function outboundFetch(http: OutboundClient): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const response = await http.request({
      method: init?.method ?? 'GET',
      url,
      headers,
      body,
      tenantId: tenantScope.getStore() ?? SYSTEM_TENANT,
      operation: `stripe ${new URL(url).pathname}`,
      // Stripe de-duplicates POSTs that carry an Idempotency-Key
      idempotent: (init?.method ?? 'GET') === 'GET' || 'idempotency-key' in headers,
      signal: init?.signal ?? undefined,
    });
    return new Response(response.status === 204 ? null : response.text, {
      status: response.status,
      headers: response.headers,
    });
  };
}

/** The stripe package pointed at Stripe or the stand-in, sending through the outbound client. */
export function createStripeClient(config: PaymentsConfig, http: OutboundClient): Stripe {
  return new Stripe(config.secretKey, {
    httpClient: Stripe.createFetchHttpClient(outboundFetch(http)),
    // the outbound client retries; two layers would multiply the attempts
    maxNetworkRetries: 0,
    telemetry: false,
    ...(config.endpoint ?? {}),
  });
}

export class StripePaymentProvider implements PaymentProvider {
  readonly key = 'stripe' as const;
  readonly sandbox: boolean;

  constructor(
    private readonly config: PaymentsConfig,
    private readonly stripe: Stripe,
  ) {
    this.sandbox = config.sandbox;
  }

  createCheckout(input: CheckoutInput): Promise<Checkout> {
    return tenantScope.run(input.tenantId, async () => {
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountMinor,
                product_data: { name: input.description },
              },
            },
          ],
          client_reference_id: input.reference,
          customer_email: input.customerEmail,
          metadata: { ...input.metadata, reference: input.reference },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          ...(input.saveCard
            ? {
                customer_creation: 'always' as const,
                payment_intent_data: { setup_future_usage: 'off_session' as const },
              }
            : {}),
        },
        // the same charge asked twice (a double click) is the same checkout
        {
          idempotencyKey: `checkout:${input.reference}:${input.amountMinor}:${input.currency.toLowerCase()}${input.saveCard ? ':save' : ''}`,
        },
      );
      return toCheckout(session);
    });
  }

  getCheckout(id: string, tenantId: string): Promise<Checkout> {
    return tenantScope.run(tenantId, async () =>
      toCheckout(await this.stripe.checkout.sessions.retrieve(id)),
    );
  }

  savedCardOf(paymentIntentId: string, tenantId: string): Promise<SavedCard | null> {
    return tenantScope.run(tenantId, async () => {
      const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId, {
        expand: ['payment_method'],
      });
      const method = intent.payment_method;
      const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
      if (!method || !customer || intent.setup_future_usage !== 'off_session') return null;
      if (typeof method === 'string')
        return { customerId: customer, paymentMethodId: method, last4: null };
      return {
        customerId: customer,
        paymentMethodId: method.id,
        last4: method.card?.last4 ?? null,
      };
    });
  }

  chargeSavedCard(input: SavedCardCharge): Promise<SavedCardResult> {
    return tenantScope.run(input.tenantId, async (): Promise<SavedCardResult> => {
      try {
        const intent = await this.stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            customer: input.savedCard.customerId,
            payment_method: input.savedCard.paymentMethodId,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: input.metadata ?? {},
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { status: 'succeeded', paymentId: intent.id };
        // requires_action (3-D Secure) cannot be done without the payer: a decline for us
        return { status: 'declined', paymentId: intent.id, code: intent.status };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          return {
            status: 'declined',
            paymentId: error.payment_intent?.id ?? null,
            code: error.decline_code ?? error.code ?? 'card_declined',
          };
        throw error;
      }
    });
  }

  parseWebhook(rawBody: string | Buffer, signature: string | undefined): ProviderEvent | null {
    if (!signature) throw new PaymentSignatureError('missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.config.webhookSecret,
        SIGNATURE_TOLERANCE_S,
      );
    } catch (error) {
      throw new PaymentSignatureError(error instanceof Error ? error.message : 'invalid signature');
    }
    const billing = toBillingEvent(event);
    if (billing) return billing;
    const type = EVENT_TYPES[event.type];
    if (!type) return null;
    return {
      id: event.id,
      type,
      checkout: toCheckout(event.data.object as Stripe.Checkout.Session),
    };
  }
}

export function toCheckout(session: Stripe.Checkout.Session): Checkout {
  const status =
    session.payment_status === 'paid' ? 'paid' : session.status === 'expired' ? 'expired' : 'open';
  return {
    id: session.id,
    url: session.url ?? null,
    status,
    reference: session.client_reference_id ?? null,
    amountMinor: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    metadata: (session.metadata ?? {}) as Record<string, string>,
    mode: session.mode === 'subscription' ? 'subscription' : 'payment',
    customerId:
      typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null),
    paymentIntentId:
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : (session.payment_intent?.id ?? null),
  };
}

/** The process's card payment provider: Stripe, or the stand-in without STRIPE_SECRET_KEY. */
export function createPaymentProvider(
  logger?: OutboundLogger,
  env: Record<string, string | undefined> = process.env,
): PaymentProvider {
  const config = paymentsConfig(env);
  return new StripePaymentProvider(
    config,
    createStripeClient(config, new OutboundClient({ service: 'stripe', logger })),
  );
}
