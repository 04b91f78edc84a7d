import type Stripe from 'stripe';
import type { BillingEvent, ProviderInvoice, ProviderSubscription } from './payment-provider';

/**
 * Stripe Billing's webhook events for plan subscriptions, read as API version
 * 2025-03-31.basil and later have them: the billing period on the subscription item, the
 * subscription of an invoice under `parent.subscription_details`.
 */
export function toBillingEvent(event: Stripe.Event): BillingEvent | null {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        id: event.id,
        type:
          event.type === 'customer.subscription.deleted'
            ? 'subscription.deleted'
            : 'subscription.updated',
        created: event.created,
        subscription: toProviderSubscription(event.data.object),
      };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = toProviderInvoice(
        event.data.object,
        event.type === 'invoice.paid' ? 'paid' : 'failed',
      );
      // invoices of anything but a subscription are not plan payments
      if (!invoice) return null;
      return {
        id: event.id,
        type: invoice.status === 'paid' ? 'invoice.paid' : 'invoice.failed',
        created: event.created,
        invoice,
      };
    }
    default:
      return null;
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

export function toProviderSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items?.data?.[0];
  return {
    id: sub.id,
    customerId: idOf(sub.customer),
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    periodStart: item?.current_period_start ?? null,
    periodEnd: item?.current_period_end ?? null,
    metadata: (sub.metadata ?? {}) as Record<string, string>,
    itemId: item?.id ?? null,
    productId: idOf(item?.price?.product as string | { id: string } | undefined),
  };
}

function toProviderInvoice(
  invoice: Stripe.Invoice,
  status: 'paid' | 'failed',
): ProviderInvoice | null {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription as string | { id: string } | undefined);
  if (!invoice.id || !subscriptionId) return null;
  // the plan's own line (not a proration credit) holds the period paid for
  const lines = invoice.lines?.data ?? [];
  const line = lines.find((l) => l.amount > 0) ?? lines[0];
  return {
    id: invoice.id,
    subscriptionId,
    status,
    amountMinor: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency.toUpperCase(),
    billingReason: invoice.billing_reason ?? null,
    periodStart: line?.period?.start ?? invoice.period_start ?? null,
    periodEnd: line?.period?.end ?? invoice.period_end ?? null,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    created: invoice.created,
    metadata: (details?.metadata ?? {}) as Record<string, string>,
  };
}
