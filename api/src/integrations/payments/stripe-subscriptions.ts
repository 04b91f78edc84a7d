import type Stripe from 'stripe';
import type { Checkout, ProviderSubscription } from './payment-provider';
import { tenantScope, toCheckout } from './stripe-provider';
import { toProviderSubscription } from './stripe-billing-events';

/**
 * Plan subscriptions at Stripe: a Checkout Session in subscription mode for the first payment,
 * plan changes on the subscription's one item (prorated and invoiced at once, or from the next
 * renewal), the proration previewed with `invoices.createPreview` and the same proration_date,
 * cancellation at the period end, and the customer portal for the card. Prices are given inline
 * (price_data) from our plan table, so nothing has to be set up in Stripe's dashboard.
 */
export interface PlanPrice {
  planKey: string;
  name: string;
  /** Minor units per billing interval. */
  unitAmount: number;
  /** ISO 4217. */
  currency: string;
  interval: 'month' | 'year';
}

export interface PlanChangePreview {
  /** What the card would be charged now (never below 0). */
  amountDueMinor: number;
  /** The unused time of the current plan, credited (≤ 0). */
  creditMinor: number;
  currency: string;
  /** Pass back to changePlan so the charge equals the preview. */
  prorationDate: number;
}

interface ChangeInput {
  subscription: ProviderSubscription;
  price: PlanPrice;
  prorationDate: number;
  tenantId: string;
}

function itemOf(subscription: ProviderSubscription): { id: string; product: string } {
  if (!subscription.itemId || !subscription.productId)
    throw new Error(`subscription ${subscription.id} has no plan item`);
  return { id: subscription.itemId, product: subscription.productId };
}

function priceData(price: PlanPrice, product: string) {
  return {
    currency: price.currency.toLowerCase(),
    product,
    unit_amount: price.unitAmount,
    recurring: { interval: price.interval },
  };
}

export class StripeSubscriptions {
  constructor(private readonly stripe: Stripe) {}

  createCheckout(input: {
    reference: string;
    price: PlanPrice;
    successUrl: string;
    cancelUrl: string;
    customerEmail?: string;
    /** Copied onto the subscription and its invoices (owner_id, workplace_id, plan_key). */
    metadata: Record<string, string>;
    tenantId: string;
  }): Promise<Checkout> {
    return tenantScope.run(input.tenantId, async () => {
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.price.currency.toLowerCase(),
                unit_amount: input.price.unitAmount,
                recurring: { interval: input.price.interval },
                product_data: { name: input.price.name },
              },
            },
          ],
          client_reference_id: input.reference,
          customer_email: input.customerEmail,
          metadata: { ...input.metadata, reference: input.reference },
          subscription_data: { metadata: input.metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: `subscription-checkout:${input.reference}` },
      );
      return toCheckout(session);
    });
  }

  retrieve(id: string, tenantId: string): Promise<ProviderSubscription> {
    return tenantScope.run(tenantId, async () =>
      toProviderSubscription(await this.stripe.subscriptions.retrieve(id)),
    );
  }

  previewChange({
    subscription,
    price,
    prorationDate,
    tenantId,
  }: ChangeInput): Promise<PlanChangePreview> {
    const item = itemOf(subscription);
    return tenantScope.run(tenantId, async () => {
      const invoice = await this.stripe.invoices.createPreview({
        subscription: subscription.id,
        subscription_details: {
          items: [{ id: item.id, price_data: priceData(price, item.product) }],
          proration_behavior: 'always_invoice',
          proration_date: prorationDate,
        },
      });
      const credit = (invoice.lines?.data ?? [])
        .filter((line) => line.amount < 0)
        .reduce((sum, line) => sum + line.amount, 0);
      return {
        amountDueMinor: invoice.amount_due,
        creditMinor: credit,
        currency: invoice.currency.toUpperCase(),
        prorationDate,
      };
    });
  }

  /**
   * `immediate`: prorated and invoiced now (an upgrade). Otherwise the new price applies from
   * the next renewal and nothing is charged now (a downgrade at the period end).
   */
  changePlan(
    input: ChangeInput & { immediate: boolean; metadata: Record<string, string> },
  ): Promise<ProviderSubscription> {
    const item = itemOf(input.subscription);
    return tenantScope.run(input.tenantId, async () =>
      toProviderSubscription(
        await this.stripe.subscriptions.update(
          input.subscription.id,
          {
            items: [{ id: item.id, price_data: priceData(input.price, item.product) }],
            proration_behavior: input.immediate ? 'always_invoice' : 'none',
            ...(input.immediate ? { proration_date: input.prorationDate } : {}),
            metadata: input.metadata,
          },
          {
            idempotencyKey: `plan-change:${input.subscription.id}:${input.price.planKey}:${input.prorationDate}`,
          },
        ),
      ),
    );
  }

  setCancelAtPeriodEnd(
    id: string,
    cancel: boolean,
    tenantId: string,
  ): Promise<ProviderSubscription> {
    return tenantScope.run(tenantId, async () =>
      toProviderSubscription(
        await this.stripe.subscriptions.update(id, { cancel_at_period_end: cancel }),
      ),
    );
  }

  portalUrl(customerId: string, returnUrl: string, tenantId: string): Promise<string> {
    return tenantScope.run(tenantId, async () => {
      const portal = await this.stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return portal.url;
    });
  }
}
