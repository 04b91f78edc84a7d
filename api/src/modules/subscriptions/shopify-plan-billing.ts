import type { ChargeSubscription, PlanChangePreview } from '@omni/shared/contracts/billing';
import { MessageKey } from '@omni/shared/errors';
import { minorToDecimalString } from '@omni/shared/money';
import type { Database } from '../../db/database';
import { subscriptions, type SubscriptionRow } from '../../db/schema';
import { notFound } from '../../http/app-error';
import {
  cancelAppSubscription,
  createAppSubscription,
  type ShopifyReplacementBehavior,
} from '../../integrations/shopify/billing-operations';
import type { SettleHooks } from './jobs';
import { atProvider, type Caller, type PlanBilling, type PlanChange } from './plan-billing';
import { planPrice } from './plan-price';
import { toSubscriptionView, updateSubscription } from './repository';
import type { ShopClient } from './shopify-shop-client';
import { settleShopifySubscriptions, shopifyIntervalOf } from './shopify-subscription-state';

export interface ShopifyPlanBillingDeps {
  db: Database;
  shopClient: ShopClient;
  /** The app's page in a shop's admin: the approval returns there, embedded. */
  adminAppUrl: (shop: string) => string;
  /** Test charges (never billed) everywhere but production. */
  test: boolean;
  now: () => Date;
  hooks: SettleHooks;
}

/** How a change replaces the plan in force: dearer now, cheaper when the paid cycle ends. */
const REPLACEMENT: Record<PlanChange['timing'], ShopifyReplacementBehavior> = {
  checkout: 'STANDARD',
  now: 'APPLY_IMMEDIATELY',
  period_end: 'APPLY_ON_NEXT_BILLING_CYCLE',
};

/**
 * Plans billed through Shopify's Billing API, for merchants in the Shopify admin (ADR 024): every
 * plan, first or changed, is a new app subscription the merchant approves on Shopify's page; its
 * app_subscriptions/update webhooks move our state. Shopify bills it on the shop's invoice and
 * prorates itself, so nothing here charges or previews a proration.
 */
export class ShopifyPlanBilling implements PlanBilling {
  readonly provider = 'shopify' as const;

  constructor(
    private readonly deps: ShopifyPlanBillingDeps,
    /** The shop billed: the embedded admin's, or the one the live subscription belongs to. */
    private readonly shop: string,
  ) {}

  async preview(change: PlanChange): Promise<PlanChangePreview> {
    const price = planPrice(change.plan);
    return {
      plan_key: change.plan.key,
      currency: price.currency,
      credit_minor: 0,
      provider: this.provider,
      timing: change.timing,
      // Shopify's approval page shows the recurring price; it credits unused time on its bill
      amount_due_minor: change.timing === 'period_end' ? 0 : price.unitAmount,
      effective_at:
        change.timing === 'period_end'
          ? (change.subscription?.currentPeriodEnd?.toISOString() ?? null)
          : null,
      proration_date: null,
    };
  }

  async charge(change: PlanChange, caller: Caller): Promise<ChargeSubscription> {
    const { db, shopClient } = this.deps;
    const client = await shopClient(this.shop, change.owner.ownerId);
    if (!client) throw notFound(MessageKey.StoreNotFound);
    const price = planPrice(change.plan);
    const returnUrl = new URL('app/setting/billing', this.deps.adminAppUrl(this.shop));
    returnUrl.searchParams.set('checkout', 'success');
    const created = await atProvider(() =>
      createAppSubscription(client, {
        name: `${change.plan.name} (${price.interval === 'month' ? 'monthly' : 'yearly'})`,
        amount: minorToDecimalString(price.unitAmount, price.currency),
        currencyCode: price.currency,
        interval: shopifyIntervalOf(change.plan.cycle),
        returnUrl: returnUrl.href,
        test: this.deps.test,
        replacementBehavior: REPLACEMENT[change.timing],
      }),
    );
    await db.insert(subscriptions).values({
      ownerId: change.owner.ownerId,
      workplaceId: caller.workplaceId,
      provider: 'shopify',
      providerSubscriptionId: created.subscription.id,
      providerCustomerId: this.shop,
      providerStatus: created.subscription.status,
      planKey: change.plan.key,
      status: 'incomplete',
    });
    return {
      timing: change.timing,
      checkout_url: created.confirmationUrl,
      subscription: change.subscription ? toSubscriptionView(change.subscription) : null,
    };
  }

  /**
   * Shopify ends a subscription at once: it is cancelled with the unused part of the period
   * credited to the shop's bill, and the free plan applies now.
   */
  async cancel(sub: SubscriptionRow): Promise<SubscriptionRow> {
    const { db, shopClient } = this.deps;
    const client = await shopClient(this.shop, sub.ownerId);
    if (!client) throw notFound(MessageKey.StoreNotFound);
    const cancelled = await atProvider(() =>
      cancelAppSubscription(client, sub.providerSubscriptionId, true),
    );
    return db.transaction(async (trx) => {
      const tx = trx as unknown as Database;
      await updateSubscription(tx, sub.id, { providerStatus: cancelled.status });
      const changed = await settleShopifySubscriptions(
        tx,
        sub.ownerId,
        this.deps.now(),
        this.deps.hooks,
      );
      return changed.find((row) => row.id === sub.id) ?? sub;
    });
  }

  /** The card is Shopify's: the merchant manages it in the Shopify admin's billing settings. */
  async paymentMethodUrl(): Promise<string | null> {
    return null;
  }
}
