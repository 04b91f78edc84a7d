import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentPlan, PlanChangePreview } from '@omni/shared/contracts/billing';
import { okReply } from '@omni/shared/remote-testing';
import { pricing } from '../../../testing/pricing-fixture';
import { renderPage } from '../../../testing/render-page';
import { openProviderPage } from '../../../common/open-provider-page';
import ChangePlanPage from './change-plan-page';

jest.mock('../../../common/open-provider-page', () => ({ openProviderPage: jest.fn() }));

const free: CurrentPlan = {
  package: pricing.packages[0]!,
  subscription: null,
  is_owner: true,
  payment_mode: 'stripe',
};

describe('ChangePlanPage', () => {
  it('shows what an upgrade charges before confirming, then charges the previewed proration', async () => {
    const { http } = renderPage(<ChangePlanPage />);
    http.onGet('payments/pricing').reply(...okReply(pricing));
    http.onGet('payments/user/current-plan').reply(...okReply(free));
    const preview: PlanChangePreview = {
      plan_key: 'PRO_YEARLY',
      provider: 'stripe',
      timing: 'now',
      amount_due_minor: 25990,
      credit_minor: -4000,
      currency: 'USD',
      effective_at: null,
      proration_date: 1_790_000_000,
    };
    http.onPost('payments/subscription/preview').reply(...okReply(preview));
    http
      .onPost('payments/charge-subscription')
      .reply(...okReply({ timing: 'now', checkout_url: null, subscription: null }));

    await userEvent.click(await screen.findByTestId('plan-cycle-option-yearly'));
    await userEvent.click(await screen.findByTestId('choose-plan-PRO_YEARLY'));
    const dialog = await screen.findByTestId('plan-change-preview');
    expect(within(dialog).getByTestId('plan-change-due')).toHaveTextContent('$259.90');
    expect(within(dialog).getByTestId('plan-change-credit')).toHaveTextContent('$40.00');
    expect(within(dialog).getByTestId('plan-change-when')).toHaveTextContent('Now');
    expect(http.history.post.filter((r) => r.url?.includes('charge'))).toHaveLength(0);

    await userEvent.click(screen.getByTestId('plan-change-confirm'));
    await waitFor(() =>
      expect(http.history.post.find((r) => r.url?.includes('charge-subscription'))).toBeDefined(),
    );
    const charged = http.history.post.find((r) => r.url?.includes('charge-subscription'))!;
    expect(JSON.parse(charged.data as string)).toEqual({
      plan_key: 'PRO_YEARLY',
      proration_date: 1_790_000_000,
    });
  });

  it('billed by Shopify: shows the plan price and that Shopify approves and prorates, then goes to Shopify', async () => {
    const { http } = renderPage(<ChangePlanPage />);
    http.onGet('payments/pricing').reply(...okReply(pricing));
    http.onGet('payments/user/current-plan').reply(...okReply(free));
    const preview: PlanChangePreview = {
      plan_key: 'PRO_YEARLY',
      provider: 'shopify',
      timing: 'checkout',
      amount_due_minor: 29990,
      credit_minor: 0,
      currency: 'USD',
      effective_at: null,
      proration_date: null,
    };
    const approval = 'https://admin.example/charges/1/2/RecurringApplicationCharge/confirm';
    http.onPost('payments/subscription/preview').reply(...okReply(preview));
    http
      .onPost('payments/charge-subscription')
      .reply(...okReply({ timing: 'checkout', checkout_url: approval, subscription: null }));

    await userEvent.click(await screen.findByTestId('plan-cycle-option-yearly'));
    await userEvent.click(await screen.findByTestId('choose-plan-PRO_YEARLY'));
    const dialog = await screen.findByTestId('plan-change-preview');
    expect(dialog).toHaveTextContent('Price on your Shopify bill');
    expect(within(dialog).getByTestId('plan-change-due')).toHaveTextContent('$299.90');
    expect(within(dialog).getByTestId('plan-change-when')).toHaveTextContent(
      'As soon as you approve it on Shopify',
    );
    expect(screen.getByTestId('plan-change-shopify-note')).toHaveTextContent(
      'credits unused time of your current plan',
    );
    const confirm = screen.getByTestId('plan-change-confirm');
    expect(confirm).toHaveTextContent('Continue to Shopify');
    await userEvent.click(confirm);
    await waitFor(() => expect(openProviderPage).toHaveBeenCalledWith(approval));
  });

  it('offers no choice of a free plan and says a member cannot change the plan', async () => {
    const { http } = renderPage(<ChangePlanPage />);
    http.onGet('payments/pricing').reply(...okReply(pricing));
    http.onGet('payments/user/current-plan').reply(...okReply({ ...free, is_owner: false }));
    expect(
      await screen.findByText('Only the owner of this workplace can change its plan.'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('plan-card-FREE')).toBeInTheDocument();
    expect(screen.queryByTestId('choose-plan-FREE')).not.toBeInTheDocument();
  });

  it('billed through Paddle: says so and offers no plan to choose (spec 000 §6)', async () => {
    const { http } = renderPage(<ChangePlanPage />);
    http.onGet('payments/pricing').reply(...okReply(pricing));
    http.onGet('payments/user/current-plan').reply(...okReply({ ...free, payment_mode: 'paddle' }));
    expect(await screen.findByTestId('change-plan-paddle')).toHaveTextContent(
      'Your plan is billed through Paddle. Change or cancel it in Paddle.',
    );
    expect((await screen.findAllByTestId(/^plan-card-/)).length).toBeGreaterThan(0);
    expect(screen.queryByTestId(/^choose-plan-/)).not.toBeInTheDocument();
  });
});
