/** Subscription states as the merchant sees them (api/src/db/schema/subscriptions.ts). */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatusValue = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_PROVIDERS = ['stripe', 'shopify'] as const;

export const PLAN_INVOICE_STATUSES = ['paid', 'failed'] as const;

/** How a plan change takes effect: charged now (prorated), or from the next renewal. */
export const PLAN_CHANGE_TIMINGS = ['checkout', 'now', 'period_end'] as const;
export type PlanChangeTiming = (typeof PLAN_CHANGE_TIMINGS)[number];

/** Days a failed renewal keeps the paid plan before the free plan applies. */
export const GRACE_PERIOD_DAYS = 7;
