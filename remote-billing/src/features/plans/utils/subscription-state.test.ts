import type { SubscriptionView } from '@omni/shared/contracts/billing';
import { subscriptionState } from './subscription-state';

const base: SubscriptionView = {
  provider: 'stripe',
  status: 'active',
  plan_key: 'GROWTH',
  pending_plan_key: null,
  current_period_start: '2026-11-01T00:00:00.000Z',
  current_period_end: '2026-12-01T00:00:00.000Z',
  cancel_at_period_end: false,
  grace_until: null,
};

describe('what the merchant is told about the subscription', () => {
  it('renews at the end of the period by default', () => {
    expect(subscriptionState(base)).toEqual({ kind: 'renews', at: base.current_period_end });
  });
  it('names the plan a downgrade moves to, and when', () => {
    expect(subscriptionState({ ...base, pending_plan_key: 'BASIC' })).toEqual({
      kind: 'changes',
      at: base.current_period_end,
      planKey: 'BASIC',
    });
  });
  it('a cancellation wins over a pending downgrade', () => {
    expect(
      subscriptionState({ ...base, pending_plan_key: 'BASIC', cancel_at_period_end: true }).kind,
    ).toBe('ends');
  });
  it('a failed renewal shows the end of the grace period before anything else', () => {
    expect(
      subscriptionState({
        ...base,
        status: 'past_due',
        cancel_at_period_end: true,
        grace_until: '2026-12-08T00:00:00.000Z',
      }),
    ).toEqual({ kind: 'grace', until: '2026-12-08T00:00:00.000Z' });
  });
  it('waits for the provider while the first payment is unconfirmed', () => {
    expect(subscriptionState({ ...base, status: 'incomplete' })).toEqual({ kind: 'pending' });
  });
});
