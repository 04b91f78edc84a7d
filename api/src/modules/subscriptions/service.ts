import type {
  ChargeSubscription,
  CurrentPlan,
  PlanChangePreview,
} from '@omni/shared/contracts/billing';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import type { Database } from '../../db/database';
import type { SubscriptionRow } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error';
import type { Caller, PlanBilling, PlanChange } from './plan-billing';
import { changeTiming, planPrice, type PlanRow } from './plan-price';
import { findPlan, liveSubscription, toSubscriptionView, workplacePlanOwner } from './repository';

export type { Caller } from './plan-billing';

/** users.payment_mode of an account billed through Paddle (spec 000 §3, §6). */
const PADDLE = 'paddle';

export interface SubscriptionDeps {
  db: Database;
  /** Standalone merchants: Stripe's protocol. */
  stripe: PlanBilling;
  /** Merchants in a Shopify admin: Shopify's Billing API, for that shop. */
  shopify: (shop: string) => PlanBilling;
}

const toPackage = (plan: PlanRow & { features: Record<string, { limit: number }> }) => ({
  key: plan.key,
  name: plan.name,
  cycle: plan.cycle,
  price: plan.price,
  features: plan.features,
});

async function ownerOf(db: Database, caller: Caller) {
  const owner = await workplacePlanOwner(db, caller.workplaceId);
  if (!owner) throw notFound(MessageKey.WorkplaceNotFound);
  return owner;
}

/**
 * Only the owner of the plan changes it; members see it. A plan billed through Paddle is
 * managed there (spec 000 §6, ADR 030): nothing here previews, charges, cancels or opens a
 * payment method for it.
 */
async function ownedBy(db: Database, caller: Caller) {
  const owner = await ownerOf(db, caller);
  if (owner.ownerId !== caller.userId) throw forbidden();
  if (owner.paymentMode === PADDLE)
    throw new AppError(BodyStatus.FORBIDDEN, MessageKey.BillingManagedByPaddle);
  return owner;
}

const planInvalid = () =>
  badRequest(MessageKey.ValidationFailed, [
    { field: 'plan_key', message: MessageKey.FieldInvalid },
  ]);

/** A paid, listed plan the merchant can subscribe to. */
async function purchasablePlan(db: Database, key: string) {
  const plan = await findPlan(db, key);
  if (!plan || !plan.isPublic || plan.price <= 0) throw planInvalid();
  return plan;
}

const inForce = (row: SubscriptionRow | null) =>
  row && (row.status === 'active' || row.status === 'past_due') ? row : null;

/**
 * Who bills this merchant (ADR 024): the provider of the subscription in force, so a plan is
 * always changed where it is paid; without one, Shopify for a merchant in a Shopify admin (a
 * public Shopify app must bill through Shopify) and Stripe otherwise.
 */
function billingFor(deps: SubscriptionDeps, caller: Caller, subscription: SubscriptionRow | null) {
  const current = inForce(subscription);
  if (current?.provider === 'shopify' && current.providerCustomerId)
    return deps.shopify(current.providerCustomerId);
  if (current) return deps.stripe;
  return caller.embeddedShop ? deps.shopify(caller.embeddedShop) : deps.stripe;
}

export async function currentPlan(deps: SubscriptionDeps, caller: Caller): Promise<CurrentPlan> {
  const owner = await ownerOf(deps.db, caller);
  const plan = (await findPlan(deps.db, owner.planKey)) ?? (await findPlan(deps.db, 'FREE'));
  if (!plan) throw notFound();
  const subscription = await liveSubscription(deps.db, owner.ownerId);
  return {
    package: toPackage(plan),
    subscription: subscription ? toSubscriptionView(subscription) : null,
    is_owner: owner.ownerId === caller.userId,
    payment_mode: owner.paymentMode,
  };
}

export async function packageDetail(deps: SubscriptionDeps, key: string) {
  const plan = await findPlan(deps.db, key);
  if (!plan) throw notFound();
  return toPackage(plan);
}

async function planChange(
  deps: SubscriptionDeps,
  caller: Caller,
  planKey: string,
): Promise<{ change: PlanChange; billing: PlanBilling }> {
  const owner = await ownedBy(deps.db, caller);
  const plan = await purchasablePlan(deps.db, planKey);
  const live = await liveSubscription(deps.db, owner.ownerId);
  const billing = billingFor(deps, caller, live);
  const subscription = inForce(live);
  if (!subscription)
    return { billing, change: { owner, plan, subscription: null, timing: 'checkout' } };
  if (subscription.planKey === plan.key && !subscription.pendingPlanKey) throw planInvalid();
  const current = (await findPlan(deps.db, subscription.planKey)) ?? plan;
  const timing = changeTiming(planPrice(current), planPrice(plan));
  return { billing, change: { owner, plan, subscription, timing } };
}

/** What choosing `planKey` would charge and when it would apply (shown before confirming). */
export async function previewPlanChange(
  deps: SubscriptionDeps,
  caller: Caller,
  planKey: string,
): Promise<PlanChangePreview> {
  const { billing, change } = await planChange(deps, caller, planKey);
  return billing.preview(change, caller);
}

/**
 * POST payments/charge-subscription: a first plan goes to the provider's page (Checkout, or
 * Shopify's approval); a dearer plan applies now, a cheaper one at the end of the period. The
 * plan itself changes when the provider says it was paid or approved (its webhooks).
 */
export async function chargeSubscription(
  deps: SubscriptionDeps,
  caller: Caller,
  body: { plan_key: string; proration_date?: number },
): Promise<ChargeSubscription> {
  const { billing, change } = await planChange(deps, caller, body.plan_key);
  return billing.charge(change, caller, body);
}

async function ownersSubscription(deps: SubscriptionDeps, caller: Caller) {
  const owner = await ownedBy(deps.db, caller);
  const subscription = await liveSubscription(deps.db, owner.ownerId);
  // a pending Shopify charge is not cancelled: the merchant declines it, or it expires
  if (!subscription || (subscription.provider === 'shopify' && !inForce(subscription)))
    throw notFound();
  return { subscription, billing: billingFor(deps, caller, subscription) };
}

/** Stripe: the plan stays until the end of the period paid for; Shopify: it ends now, credited. */
export async function cancelSubscription(deps: SubscriptionDeps, caller: Caller) {
  const { subscription, billing } = await ownersSubscription(deps, caller);
  return { subscription: toSubscriptionView(await billing.cancel(subscription, caller)) };
}

/** The provider's page for the payment method (Stripe's portal; Shopify has none of ours). */
export async function paymentMethodPortal(deps: SubscriptionDeps, caller: Caller) {
  const { subscription, billing } = await ownersSubscription(deps, caller);
  const url = await billing.paymentMethodUrl(subscription, caller);
  if (!url) throw notFound();
  return { url };
}
