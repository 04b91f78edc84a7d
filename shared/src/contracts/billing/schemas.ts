import { Type, type Static } from 'typebox';
import { PricingPackageSchema } from '../first-routes';
import {
  PLAN_CHANGE_TIMINGS,
  PLAN_INVOICE_STATUSES,
  SUBSCRIPTION_PROVIDERS,
  SUBSCRIPTION_STATUSES,
} from './vocabulary';

const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);
const PlanKey = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Z0-9_]+$' });

export const SubscriptionSchema = Type.Object({
  provider: Type.Enum(SUBSCRIPTION_PROVIDERS),
  status: Type.Enum(SUBSCRIPTION_STATUSES),
  plan_key: Type.String(),
  /** A downgrade that applies at current_period_end. */
  pending_plan_key: Type.Union([Type.String(), Type.Null()]),
  current_period_start: NullableDateTime,
  current_period_end: NullableDateTime,
  cancel_at_period_end: Type.Boolean(),
  /** After a failed renewal: the paid plan is kept until then, then the free plan. */
  grace_until: NullableDateTime,
});
export type SubscriptionView = Static<typeof SubscriptionSchema>;

// GET payments/user/current-plan: the plan in force in this workplace (its owner's).
export const CurrentPlanSchema = Type.Object({
  package: PricingPackageSchema,
  subscription: Type.Union([SubscriptionSchema, Type.Null()]),
  /** The caller owns the plan (only the owner changes or cancels it). */
  is_owner: Type.Boolean(),
  /**
   * The owner's payment provider (spec 000 §3 payment_mode): 'paddle' plans are managed in
   * Paddle, so this app shows them but changes nothing (000 §6; ADR 030).
   */
  payment_mode: Type.String(),
});
export type CurrentPlan = Static<typeof CurrentPlanSchema>;

// GET payments/package/detail?id=KEY
export const PackageDetailQuerySchema = Type.Object({ id: PlanKey });

// POST payments/subscription/preview and POST payments/charge-subscription
export const PlanChangeBodySchema = Type.Object({
  plan_key: PlanKey,
  /** From the preview, so the charge equals what was shown. */
  proration_date: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type PlanChangeBody = Static<typeof PlanChangeBodySchema>;

export const PlanChangePreviewSchema = Type.Object({
  plan_key: Type.String(),
  /**
   * Who bills the change: Stripe charges the previewed amount; Shopify shows the price on its
   * approval page and credits unused time of the current plan on the shop's bill itself.
   */
  provider: Type.Enum(SUBSCRIPTION_PROVIDERS),
  timing: Type.Enum(PLAN_CHANGE_TIMINGS),
  /** Charged now, minor units (the whole price for a first checkout; 0 at period end). */
  amount_due_minor: Type.Integer(),
  /** Unused time of the current plan credited, minor units (≤ 0). */
  credit_minor: Type.Integer(),
  currency: Type.String(),
  /** When a period-end change applies. */
  effective_at: NullableDateTime,
  proration_date: Type.Union([Type.Integer(), Type.Null()]),
});
export type PlanChangePreview = Static<typeof PlanChangePreviewSchema>;

export const ChargeSubscriptionSchema = Type.Object({
  timing: Type.Enum(PLAN_CHANGE_TIMINGS),
  /** Where the merchant goes next: the payment page, or Shopify's approval page. */
  checkout_url: Type.Union([Type.String(), Type.Null()]),
  subscription: Type.Union([SubscriptionSchema, Type.Null()]),
});
export type ChargeSubscription = Static<typeof ChargeSubscriptionSchema>;

export const SubscriptionResultSchema = Type.Object({ subscription: SubscriptionSchema });

// POST payments/update-payment-method: the provider's portal
export const PaymentMethodPortalSchema = Type.Object({ url: Type.String() });

// GET payments/user/payment-logs
export const PlanInvoiceSchema = Type.Object({
  id: Type.String(),
  plan_key: Type.Union([Type.String(), Type.Null()]),
  amount_minor: Type.Integer(),
  currency: Type.String(),
  status: Type.Enum(PLAN_INVOICE_STATUSES),
  billing_reason: Type.Union([Type.String(), Type.Null()]),
  period_start: NullableDateTime,
  period_end: NullableDateTime,
  hosted_url: Type.Union([Type.String(), Type.Null()]),
  created_at: DateTime,
});
export type PlanInvoice = Static<typeof PlanInvoiceSchema>;
export const PaymentLogsSchema = Type.Object({ items: Type.Array(PlanInvoiceSchema) });
