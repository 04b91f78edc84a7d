/**
 * Shopify Billing as the stand-in keeps it: the app's recurring subscriptions on a shop
 * (AppSubscription, one recurring line item each — usage pricing is not offered by the app).
 */

/** AppSubscriptionStatus (ACCEPTED is deprecated: an approved subscription is ACTIVE at once). */
export type AppSubscriptionStatus =
  'PENDING' | 'ACTIVE' | 'DECLINED' | 'EXPIRED' | 'FROZEN' | 'CANCELLED';

export const TERMINAL_STATUSES: readonly AppSubscriptionStatus[] = [
  'DECLINED',
  'EXPIRED',
  'CANCELLED',
];

/** AppPricingInterval of a recurring plan. */
export type AppPricingInterval = 'EVERY_30_DAYS' | 'ANNUAL';

export type ReplacementBehavior = 'APPLY_IMMEDIATELY' | 'APPLY_ON_NEXT_BILLING_CYCLE' | 'STANDARD';

export interface RecurringLineItem {
  id: number;
  /** Decimal text, as Shopify's MoneyV2.amount. */
  amount: string;
  currencyCode: string;
  interval: AppPricingInterval;
}

export interface AppSubscription {
  id: number;
  name: string;
  status: AppSubscriptionStatus;
  test: boolean;
  trialDays: number;
  returnUrl: string;
  replacementBehavior: ReplacementBehavior;
  lineItem: RecurringLineItem;
  createdAt: string;
  updatedAt: string;
  /** The end of the period paid for; null while the subscription is not active. */
  currentPeriodEnd: string | null;
  /**
   * Approved as a deferred replacement: it stays waiting (ACTIVE, not billed) until the period
   * of the subscription it replaces ends, then takes over.
   */
  replaces: number | null;
}

export const INTERVAL_DAYS: Record<AppPricingInterval, number> = {
  EVERY_30_DAYS: 30,
  ANNUAL: 365,
};

/**
 * AppPurchaseStatus: a one-time purchase starts PENDING and moves once, to ACTIVE (approved and
 * charged), DECLINED or EXPIRED (not approved within two days); it stays in that final state.
 * ACCEPTED is deprecated (approved purchases are ACTIVE at once since 2021-01).
 */
export type AppPurchaseStatus = 'PENDING' | 'ACTIVE' | 'DECLINED' | 'EXPIRED';

/** AppPurchaseOneTime: services or features bought once (appPurchaseOneTimeCreate). */
export interface AppPurchaseOneTime {
  id: number;
  name: string;
  status: AppPurchaseStatus;
  test: boolean;
  returnUrl: string;
  /** Decimal text, as Shopify's MoneyV2.amount. */
  amount: string;
  currencyCode: string;
  createdAt: string;
  updatedAt: string;
}
