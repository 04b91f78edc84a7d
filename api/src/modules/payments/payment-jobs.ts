import type { Database } from '../../db/database';
import {
  isBillingEvent,
  type PaymentEvent,
  type ProviderEvent,
} from '../../integrations/payments/payment-provider';
import { defineJob, type JobModule } from '../../jobs/job-types';
import { applyBillingEvent } from '../subscriptions/apply-billing-event';
import { queueGraceEnd } from '../subscriptions/jobs';
import { toSubscriptionView } from '../subscriptions/repository';
import { createPaymentProvider } from '../../integrations/payments/stripe-provider';
import { saveRechargeCard } from '../wallets/auto-recharge';
import { applyPaymentEvent, toCheckoutView } from './checkout-repository';

export interface PaymentWebhookPayload {
  provider: 'stripe';
  /** Verified and read by the provider before it was queued. */
  event: ProviderEvent;
}

export const PAYMENT_JOBS = { webhook: defineJob<PaymentWebhookPayload>('payments.webhook') };

/**
 * Applies provider events to our checkouts and plan subscriptions and tells the workplace
 * (idempotent per event id).
 */
export const paymentJobs: JobModule = (app) => {
  const cards = createPaymentProvider(app.log);
  /**
   * A top-up paid while the automatic recharge was on kept its card (ADR 028): it becomes the
   * recharge card. Read from the provider after the payment is recorded, on every delivery of a
   * paid event (saving is idempotent), so a provider fault here retries the job and the retry,
   * which finds the event already recorded, still saves it.
   */
  const keepRechargeCard = async (db: Database, event: PaymentEvent, now: Date) => {
    const { checkout } = event;
    const workplaceId = checkout.metadata.workplace_id;
    if (
      event.type !== 'checkout.paid' ||
      checkout.metadata.purpose !== 'wallet_topup' ||
      checkout.metadata.save_card !== '1' ||
      !checkout.paymentIntentId ||
      !workplaceId
    )
      return;
    const card = await cards.savedCardOf(checkout.paymentIntentId, workplaceId);
    if (card) await saveRechargeCard(db, { workplaceId, currency: checkout.currency }, card, now);
  };
  app.jobs.register(PAYMENT_JOBS.webhook, async ({ provider, event }, ctx) => {
    if (isBillingEvent(event)) {
      const result = await applyBillingEvent(ctx.db, provider, event, ctx.now(), (tx, id, until) =>
        queueGraceEnd(app, tx, id, until),
      );
      if (result.outcome === 'changed' && result.subscription.workplaceId)
        app.realtime.publish(
          result.subscription.workplaceId,
          'subscription-updated',
          toSubscriptionView(result.subscription),
        );
      return;
    }
    const applied = await applyPaymentEvent(ctx.db, provider, event, ctx.now());
    if (applied.outcome === 'unknown-session') {
      // a session made elsewhere on the same provider account: not ours to record
      ctx.log.info(
        { eventId: event.id, session: event.checkout.id },
        'payment event for an unknown checkout',
      );
      return;
    }
    await keepRechargeCard(ctx.db, event, ctx.now());
    if (applied.outcome === 'changed')
      app.realtime.publish(
        applied.session.workplaceId,
        'checkout-session-updated',
        toCheckoutView(applied.session),
      );
  });
};
