import { randomUUID } from 'node:crypto';
import type { ChargeSubscription, PlanChangePreview } from '@omni/shared/contracts/billing';
import type { Database } from '../../db/database';
import type { SubscriptionRow } from '../../db/schema';
import type { StripeSubscriptions } from '../../integrations/payments/stripe-subscriptions';
import { insertCheckoutSession } from '../payments/checkout-repository';
import { atProvider, type Caller, type PlanBilling, type PlanChange } from './plan-billing';
import { planPrice } from './plan-price';
import { toSubscriptionView, updateSubscription } from './repository';

export interface StripePlanBillingDeps {
  db: Database;
  stripe: StripeSubscriptions;
  sandbox: boolean;
  appUrl: string;
  now: () => Date;
}

/**
 * Plans billed by Stripe (ADR 019): Checkout in subscription mode for the first plan, the
 * subscription's item changed in place for the next ones (an upgrade prorated and invoiced at
 * once, exactly as previewed), cancellation at the period end, the customer portal for the card.
 */
export class StripePlanBilling implements PlanBilling {
  readonly provider = 'stripe' as const;

  constructor(private readonly deps: StripePlanBillingDeps) {}

  async preview(change: PlanChange, caller: Caller): Promise<PlanChangePreview> {
    const price = planPrice(change.plan);
    const base = {
      plan_key: change.plan.key,
      currency: price.currency,
      credit_minor: 0,
      provider: this.provider,
    };
    const sub = change.subscription;
    if (!sub)
      return {
        ...base,
        timing: 'checkout',
        amount_due_minor: price.unitAmount,
        effective_at: null,
        proration_date: null,
      };
    if (change.timing === 'period_end')
      return {
        ...base,
        timing: 'period_end',
        amount_due_minor: 0,
        effective_at: sub.currentPeriodEnd?.toISOString() ?? null,
        proration_date: null,
      };
    const { stripe } = this.deps;
    const preview = await atProvider(async () =>
      stripe.previewChange({
        subscription: await stripe.retrieve(sub.providerSubscriptionId, caller.workplaceId),
        price,
        prorationDate: Math.floor(this.deps.now().getTime() / 1000),
        tenantId: caller.workplaceId,
      }),
    );
    return {
      ...base,
      timing: 'now',
      amount_due_minor: preview.amountDueMinor,
      credit_minor: preview.creditMinor,
      effective_at: null,
      proration_date: preview.prorationDate,
    };
  }

  async charge(
    change: PlanChange,
    caller: Caller,
    body: { proration_date?: number },
  ): Promise<ChargeSubscription> {
    const { db, stripe, appUrl } = this.deps;
    const price = planPrice(change.plan);
    const metadata = {
      owner_id: change.owner.ownerId,
      workplace_id: caller.workplaceId,
      plan_key: change.plan.key,
    };
    const sub = change.subscription;
    if (!sub) {
      const id = randomUUID();
      const checkout = await atProvider(() =>
        stripe.createCheckout({
          reference: id,
          price,
          successUrl: `${appUrl}/app/setting/billing?checkout=success&session_id=${id}`,
          cancelUrl: `${appUrl}/app/setting/billing-plan/change-plan?checkout=cancelled`,
          customerEmail: change.owner.email,
          metadata,
          tenantId: caller.workplaceId,
        }),
      );
      await insertCheckoutSession(db, {
        id,
        workplaceId: caller.workplaceId,
        userId: caller.userId,
        provider: 'stripe',
        providerSessionId: checkout.id,
        purpose: 'subscription',
        planKey: change.plan.key,
        amountMinor: price.unitAmount,
        currency: price.currency,
        url: checkout.url,
        sandbox: this.deps.sandbox,
      });
      return { timing: 'checkout', checkout_url: checkout.url, subscription: null };
    }
    const immediate = change.timing === 'now';
    const prorationDate = body.proration_date ?? Math.floor(this.deps.now().getTime() / 1000);
    await atProvider(async () =>
      stripe.changePlan({
        subscription: await stripe.retrieve(sub.providerSubscriptionId, caller.workplaceId),
        price,
        prorationDate,
        immediate,
        metadata,
        tenantId: caller.workplaceId,
      }),
    );
    const updated = await updateSubscription(db, sub.id, {
      pendingPlanKey: immediate || change.plan.key === sub.planKey ? null : change.plan.key,
    });
    return { timing: change.timing, checkout_url: null, subscription: toSubscriptionView(updated) };
  }

  /** The plan stays until the end of the period paid for, then the free plan. */
  async cancel(sub: SubscriptionRow, caller: Caller): Promise<SubscriptionRow> {
    await atProvider(() =>
      this.deps.stripe.setCancelAtPeriodEnd(sub.providerSubscriptionId, true, caller.workplaceId),
    );
    return updateSubscription(this.deps.db, sub.id, { cancelAtPeriodEnd: true });
  }

  /** The customer portal, where the card is replaced (and an unpaid renewal retried with it). */
  async paymentMethodUrl(sub: SubscriptionRow, caller: Caller): Promise<string | null> {
    const customer = sub.providerCustomerId;
    if (!customer) return null;
    return atProvider(() =>
      this.deps.stripe.portalUrl(
        customer,
        `${this.deps.appUrl}/app/setting/billing`,
        caller.workplaceId,
      ),
    );
  }
}
