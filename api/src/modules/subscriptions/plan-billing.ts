import type { ChargeSubscription, PlanChangePreview } from '@omni/shared/contracts/billing';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import type { SubscriptionProvider, SubscriptionRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { PlanRow } from './plan-price';

/** Who asks: the workplace of the header and the signed-in user (the plan's owner to change it). */
export interface Caller {
  workplaceId: string;
  userId: string;
  /** The Shopify shop whose admin the app is embedded in (from the session token), if any. */
  embeddedShop: string | null;
}

export interface PlanOwner {
  ownerId: string;
  email: string;
  planKey: string;
}

/**
 * A plan the owner chose, against the subscription in force: a first subscription goes through
 * the provider's approval (`checkout`); a dearer plan applies now, a cheaper one at the end of
 * the paid period.
 */
export interface PlanChange {
  owner: PlanOwner;
  plan: PlanRow;
  subscription: SubscriptionRow | null;
  timing: PlanChangePreview['timing'];
}

/**
 * One way of billing plans (ADR 024): Stripe's protocol for standalone merchants, Shopify's
 * Billing API for those who came from the Shopify admin. The service picks one per merchant
 * and the calls and pages stay the same.
 */
export interface PlanBilling {
  readonly provider: SubscriptionProvider;
  preview(change: PlanChange, caller: Caller): Promise<PlanChangePreview>;
  charge(
    change: PlanChange,
    caller: Caller,
    body: { proration_date?: number },
  ): Promise<ChargeSubscription>;
  /** Ends the subscription as the provider does it; the row as it stands afterwards. */
  cancel(subscription: SubscriptionRow, caller: Caller): Promise<SubscriptionRow>;
  /** The provider's page for the payment method, when it has one. */
  paymentMethodUrl(subscription: SubscriptionRow, caller: Caller): Promise<string | null>;
}

const providerDown = () =>
  new AppError(BodyStatus.UNPROCESSABLE_ENTITY, MessageKey.PaymentProviderUnavailable);

/** A provider call: our own refusals pass, anything else is "the provider is unavailable". */
export async function atProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw providerDown();
  }
}
