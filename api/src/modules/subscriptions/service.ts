import { randomUUID } from 'node:crypto';
import type {
  ChargeSubscription,
  CurrentPlan,
  PlanChangePreview,
} from '@omni/shared/contracts/billing';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import type { Database } from '../../db/database';
import type { SubscriptionRow } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error';
import type { StripeSubscriptions } from '../../integrations/payments/stripe-subscriptions';
import { insertCheckoutSession } from '../payments/checkout-repository';
import { changeTiming, planPrice, type PlanRow } from './plan-price';
import {
  findPlan,
  liveSubscription,
  toSubscriptionView,
  updateSubscription,
  workplacePlanOwner,
} from './repository';

export interface SubscriptionDeps {
  db: Database;
  stripe: StripeSubscriptions;
  sandbox: boolean;
  appUrl: string;
  now: () => Date;
}

export interface Caller {
  workplaceId: string;
  userId: string;
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

/** Only the owner of the plan changes it; members see it. */
async function ownedBy(db: Database, caller: Caller) {
  const owner = await ownerOf(db, caller);
  if (owner.ownerId !== caller.userId) throw forbidden();
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

const providerDown = () =>
  new AppError(BodyStatus.UNPROCESSABLE_ENTITY, MessageKey.PaymentProviderUnavailable);

async function atProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw providerDown();
  }
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
  };
}

export async function packageDetail(deps: SubscriptionDeps, key: string) {
  const plan = await findPlan(deps.db, key);
  if (!plan) throw notFound();
  return toPackage(plan);
}

interface Change {
  plan: PlanRow;
  subscription: SubscriptionRow | null;
  timing: PlanChangePreview['timing'];
}

async function planChange(deps: SubscriptionDeps, caller: Caller, planKey: string) {
  const owner = await ownedBy(deps.db, caller);
  const plan = await purchasablePlan(deps.db, planKey);
  const subscription = await liveSubscription(deps.db, owner.ownerId);
  if (!subscription || subscription.status === 'incomplete')
    return { owner, change: { plan, subscription: null, timing: 'checkout' } satisfies Change };
  if (subscription.planKey === plan.key && !subscription.pendingPlanKey) throw planInvalid();
  const current = (await findPlan(deps.db, subscription.planKey)) ?? plan;
  const timing = changeTiming(planPrice(current), planPrice(plan));
  return { owner, change: { plan, subscription, timing } satisfies Change };
}

/** What choosing `planKey` would charge and when it would apply (shown before confirming). */
export async function previewPlanChange(
  deps: SubscriptionDeps,
  caller: Caller,
  planKey: string,
): Promise<PlanChangePreview> {
  const { change } = await planChange(deps, caller, planKey);
  const price = planPrice(change.plan);
  const base = { plan_key: change.plan.key, currency: price.currency, credit_minor: 0 };
  if (!change.subscription)
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
      effective_at: change.subscription.currentPeriodEnd?.toISOString() ?? null,
      proration_date: null,
    };
  const sub = change.subscription;
  const preview = await atProvider(async () =>
    deps.stripe.previewChange({
      subscription: await deps.stripe.retrieve(sub.providerSubscriptionId, caller.workplaceId),
      price,
      prorationDate: Math.floor(deps.now().getTime() / 1000),
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

/**
 * POST payments/charge-subscription: a first plan goes through the provider's checkout; a
 * higher plan is charged now, prorated as previewed; a lower one is set for the period end.
 * The plan itself changes when the provider's paid invoice arrives (apply-billing-event.ts).
 */
export async function chargeSubscription(
  deps: SubscriptionDeps,
  caller: Caller,
  body: { plan_key: string; proration_date?: number },
): Promise<ChargeSubscription> {
  const { owner, change } = await planChange(deps, caller, body.plan_key);
  const price = planPrice(change.plan);
  const metadata = {
    owner_id: owner.ownerId,
    workplace_id: caller.workplaceId,
    plan_key: change.plan.key,
  };
  if (!change.subscription) {
    const id = randomUUID();
    const back = `${deps.appUrl}/app/setting/billing`;
    const checkout = await atProvider(() =>
      deps.stripe.createCheckout({
        reference: id,
        price,
        successUrl: `${back}?checkout=success&session_id=${id}`,
        cancelUrl: `${deps.appUrl}/app/setting/billing-plan/change-plan?checkout=cancelled`,
        customerEmail: owner.email,
        metadata,
        tenantId: caller.workplaceId,
      }),
    );
    await insertCheckoutSession(deps.db, {
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
      sandbox: deps.sandbox,
    });
    return { timing: 'checkout', checkout_url: checkout.url, subscription: null };
  }
  const sub = change.subscription;
  const immediate = change.timing === 'now';
  const prorationDate = body.proration_date ?? Math.floor(deps.now().getTime() / 1000);
  await atProvider(async () =>
    deps.stripe.changePlan({
      subscription: await deps.stripe.retrieve(sub.providerSubscriptionId, caller.workplaceId),
      price,
      prorationDate,
      immediate,
      metadata,
      tenantId: caller.workplaceId,
    }),
  );
  const updated = await updateSubscription(deps.db, sub.id, {
    pendingPlanKey: immediate || change.plan.key === sub.planKey ? null : change.plan.key,
  });
  return { timing: change.timing, checkout_url: null, subscription: toSubscriptionView(updated) };
}

async function ownersSubscription(deps: SubscriptionDeps, caller: Caller) {
  const owner = await ownedBy(deps.db, caller);
  const subscription = await liveSubscription(deps.db, owner.ownerId);
  if (!subscription || subscription.provider !== 'stripe') throw notFound();
  return subscription;
}

/** The plan stays until the end of the period paid for, then the free plan. */
export async function cancelSubscription(deps: SubscriptionDeps, caller: Caller) {
  const sub = await ownersSubscription(deps, caller);
  await atProvider(() =>
    deps.stripe.setCancelAtPeriodEnd(sub.providerSubscriptionId, true, caller.workplaceId),
  );
  const updated = await updateSubscription(deps.db, sub.id, { cancelAtPeriodEnd: true });
  return { subscription: toSubscriptionView(updated) };
}

/** The provider's portal, where the card is replaced (and an unpaid renewal retried with it). */
export async function paymentMethodPortal(deps: SubscriptionDeps, caller: Caller) {
  const sub = await ownersSubscription(deps, caller);
  const customer = sub.providerCustomerId;
  if (!customer) throw notFound();
  const url = await atProvider(() =>
    deps.stripe.portalUrl(customer, `${deps.appUrl}/app/setting/billing`, caller.workplaceId),
  );
  return { url };
}
