/**
 * What the wallet top-ups and plan charges need from a card payment provider: a hosted checkout
 * for an amount, its state, and verified webhook events. Stripe implements it
 * (stripe-provider.ts); amounts are integers in the currency's minor unit, as Stripe takes them.
 */
export interface CheckoutInput {
  /** Our reference (a top-up or charge id): comes back on the session and its events. */
  reference: string;
  amountMinor: number;
  /** ISO 4217, any case. */
  currency: string;
  /** What the payer sees on the checkout page. */
  description: string;
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
  metadata?: Record<string, string>;
  /** The workplace paying: calls are shared fairly between workplaces. */
  tenantId: string;
  /**
   * Keep the payer's card for charges without them (the wallet's automatic recharge, ADR 028):
   * a customer is created and the card is set up for off-session use.
   */
  saveCard?: boolean;
}

/** A card the provider keeps for off-session charges. */
export interface SavedCard {
  customerId: string;
  paymentMethodId: string;
  last4: string | null;
}

export interface SavedCardCharge {
  savedCard: Pick<SavedCard, 'customerId' | 'paymentMethodId'>;
  amountMinor: number;
  currency: string;
  /** One per charge we mean: a retry with it is answered with the first charge, never a second. */
  idempotencyKey: string;
  description: string;
  metadata?: Record<string, string>;
  tenantId: string;
}

/** A charge of a saved card: made, or refused by the bank (its decline code). */
export type SavedCardResult =
  | { status: 'succeeded'; paymentId: string }
  | { status: 'declined'; paymentId: string | null; code: string };

export type CheckoutStatus = 'open' | 'paid' | 'expired';

export interface Checkout {
  id: string;
  /** Where to send the payer; null once the checkout is over. */
  url: string | null;
  status: CheckoutStatus;
  reference: string | null;
  amountMinor: number;
  currency: string;
  metadata: Record<string, string>;
  /** payment: a one-off charge (top-up); subscription: the first payment of a plan. */
  mode: 'payment' | 'subscription';
  /** Set once paid: the customer (when the card was kept) and the payment. */
  customerId: string | null;
  paymentIntentId: string | null;
}

export type PaymentEventType = 'checkout.paid' | 'checkout.failed' | 'checkout.expired';

export interface PaymentEvent {
  /** The provider's event id: handle each once. */
  id: string;
  type: PaymentEventType;
  checkout: Checkout;
}

/** A plan subscription as the provider holds it. Times are Unix seconds, amounts minor units. */
export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  /** The provider's status (Stripe: active, past_due, canceled, incomplete, unpaid …). */
  status: string;
  cancelAtPeriodEnd: boolean;
  periodStart: number | null;
  periodEnd: number | null;
  /** Ours, set when subscribing: owner_id, workplace_id, plan_key. */
  metadata: Record<string, string>;
  /** The one subscription item (the plan's price) and its product. */
  itemId: string | null;
  productId: string | null;
}

export interface ProviderInvoice {
  id: string;
  subscriptionId: string;
  status: 'paid' | 'failed';
  /** Paid, or due when the payment failed. */
  amountMinor: number;
  currency: string;
  billingReason: string | null;
  periodStart: number | null;
  periodEnd: number | null;
  hostedUrl: string | null;
  created: number;
  /** The subscription's metadata when the invoice was made (plan_key says what it paid for). */
  metadata: Record<string, string>;
}

export type BillingEvent =
  | {
      id: string;
      type: 'subscription.updated' | 'subscription.deleted';
      created: number;
      subscription: ProviderSubscription;
    }
  | {
      id: string;
      type: 'invoice.paid' | 'invoice.failed';
      created: number;
      invoice: ProviderInvoice;
    };

/** Any verified webhook event we act on. */
export type ProviderEvent = PaymentEvent | BillingEvent;

export function isBillingEvent(event: ProviderEvent): event is BillingEvent {
  return !('checkout' in event);
}

export class PaymentSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentSignatureError';
  }
}

export interface PaymentProvider {
  readonly key: 'stripe';
  /** Talking to the local stand-in rather than the real provider. */
  readonly sandbox: boolean;
  createCheckout(input: CheckoutInput): Promise<Checkout>;
  getCheckout(id: string, tenantId: string): Promise<Checkout>;
  /**
   * Verifies a webhook over its raw body and signature header; PaymentSignatureError if it was
   * not signed by the provider (or is too old). Unhandled event types give null.
   */
  parseWebhook(rawBody: string | Buffer, signature: string | undefined): ProviderEvent | null;
  /** The card a paid checkout kept (saveCard), or null when it kept none. */
  savedCardOf(paymentIntentId: string, tenantId: string): Promise<SavedCard | null>;
  /** Charges a saved card without the payer; network and provider faults throw (retry). */
  chargeSavedCard(input: SavedCardCharge): Promise<SavedCardResult>;
}
