import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ApiResult } from '@omni/shared/api-client';
import type { CurrentPlan } from '@omni/shared/contracts/billing';
import { currentWorkspaceIdAtom, userInfoAtom } from '@omni/shared/session';
import { okResult } from '../../testing/api-results';
import { merchant } from '../../testing/merchant';
import { renderHost } from '../../testing/render-host';
import { PlanGraceBanner } from './plan-grace-banner';

const callApi = jest.fn<Promise<ApiResult<unknown>>, unknown[]>();
jest.mock('@omni/shared/api-client', () => ({
  ...jest.requireActual('@omni/shared/api-client'),
  apiGet: (...args: unknown[]) => callApi(...args),
}));

const pastDue: CurrentPlan = {
  package: { key: 'GROWTH', name: 'Growth', cycle: 30, price: 49.9, features: {} },
  is_owner: true,
  payment_mode: 'stripe',
  subscription: {
    provider: 'stripe',
    status: 'past_due',
    plan_key: 'GROWTH',
    pending_plan_key: null,
    current_period_start: '2026-11-01T00:00:00.000Z',
    current_period_end: '2026-12-01T00:00:00.000Z',
    cancel_at_period_end: false,
    grace_until: '2026-12-08T00:00:00.000Z',
  },
};

function show(plan: CurrentPlan, path = '/app/orders', user = merchant()) {
  callApi.mockResolvedValue(okResult(plan));
  const store = createStore();
  store.set(userInfoAtom, user);
  store.set(currentWorkspaceIdAtom, 'w1');
  renderHost(<PlanGraceBanner />, { store, path });
}

beforeEach(() => callApi.mockReset());

describe('the grace banner of the shell', () => {
  it('is shown on any page while a failed renewal’s grace period runs, with the way to billing', async () => {
    show(pastDue);
    const banner = await screen.findByTestId('plan-grace-banner');
    expect(banner).toHaveTextContent('Your last plan payment failed');
    expect(banner).toHaveTextContent(/active until .*2026.*free plan/);
    expect(screen.getByTestId('plan-grace-fix')).toHaveAttribute('href', '/app/setting/billing');
  });

  it.each([
    ['on the billing pages (they have their own)', pastDue, '/app/setting/billing'],
    [
      'while the plan is in order',
      { ...pastDue, subscription: { ...pastDue.subscription!, status: 'active' as const } },
      '/app/orders',
    ],
  ])('is not shown %s', async (_label, plan, path) => {
    show(plan, path);
    await waitFor(() => expect(callApi).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByTestId('plan-grace-banner')).not.toBeInTheDocument();
  });

  it('is not shown, nor asked for, where billing is hidden (marketing users)', () => {
    show(pastDue, '/app/orders', merchant({ is_user_mkt: true }));
    expect(callApi).not.toHaveBeenCalled();
    expect(screen.queryByTestId('plan-grace-banner')).not.toBeInTheDocument();
  });
});
