import { defineEndpoint } from '../endpoint';
import { PricingPackageSchema } from '../first-routes';
import {
  ChargeSubscriptionSchema,
  CurrentPlanSchema,
  PackageDetailQuerySchema,
  PaymentLogsSchema,
  PaymentMethodPortalSchema,
  PlanChangeBodySchema,
  PlanChangePreviewSchema,
  SubscriptionResultSchema,
} from './schemas';

/*
 * Plans and subscriptions (spec 000 §7 "Plans and payments"). They act on the plan in force in
 * the workplace of the header, which is its owner's; only the owner may change it (FORBIDDEN).
 */
const tag = 'payments';

export const currentPlanEndpoint = defineEndpoint({
  method: 'GET',
  path: '/payments/user/current-plan',
  response: CurrentPlanSchema,
  tag,
});

export const packageDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/payments/package/detail',
  query: PackageDetailQuerySchema,
  response: PricingPackageSchema,
  access: 'public',
  tag,
});

/** What choosing this plan would do: a first checkout, a prorated charge now, or a change at the period end. */
export const previewPlanChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payments/subscription/preview',
  body: PlanChangeBodySchema,
  response: PlanChangePreviewSchema,
  tag,
});

export const chargeSubscriptionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payments/charge-subscription',
  body: PlanChangeBodySchema,
  response: ChargeSubscriptionSchema,
  tag,
});

export const cancelSubscriptionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payments/cancel-subscription',
  response: SubscriptionResultSchema,
  tag,
});

export const updatePaymentMethodEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payments/update-payment-method',
  response: PaymentMethodPortalSchema,
  tag,
});

export const paymentLogsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/payments/user/payment-logs',
  response: PaymentLogsSchema,
  tag,
});
