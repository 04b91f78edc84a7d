import type { SubscriptionView } from '@omni/shared/contracts/billing';

/**
 * What the merchant is told about their subscription, most urgent first: a failed renewal in
 * its grace period, a cancellation or a downgrade waiting for the period end, else the renewal.
 */
export type SubscriptionState =
  | { kind: 'grace'; until: string }
  | { kind: 'ends'; at: string }
  | { kind: 'changes'; at: string; planKey: string }
  | { kind: 'renews'; at: string }
  | { kind: 'pending' };

export function subscriptionState(sub: SubscriptionView): SubscriptionState {
  if (sub.status === 'past_due' && sub.grace_until)
    return { kind: 'grace', until: sub.grace_until };
  if (sub.status === 'incomplete' || !sub.current_period_end) return { kind: 'pending' };
  if (sub.cancel_at_period_end) return { kind: 'ends', at: sub.current_period_end };
  if (sub.pending_plan_key)
    return { kind: 'changes', at: sub.current_period_end, planKey: sub.pending_plan_key };
  return { kind: 'renews', at: sub.current_period_end };
}
