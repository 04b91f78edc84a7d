import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentPlan, PlanInvoice } from '@omni/shared/contracts/billing';
import { okReply } from '@omni/shared/remote-testing';
import { pricing } from '../../../testing/pricing-fixture';
import { renderPage } from '../../../testing/render-page';
import BillingSettingsPage from './billing-settings-page';

const pro = pricing.packages[1]!;
const subscribed: CurrentPlan = {
  package: pro,
  is_owner: true,
  payment_mode: 'stripe',
  subscription: {
    provider: 'stripe',
    status: 'active',
    plan_key: 'PRO_YEARLY',
    pending_plan_key: null,
    current_period_start: '2026-11-01T00:00:00.000Z',
    current_period_end: '2027-11-01T00:00:00.000Z',
    cancel_at_period_end: false,
    grace_until: null,
  },
};
const invoice: PlanInvoice = {
  id: 'in_1',
  plan_key: 'PRO_YEARLY',
  amount_minor: 29990,
  currency: 'USD',
  status: 'paid',
  billing_reason: 'subscription_create',
  period_start: '2026-11-01T00:00:00.000Z',
  period_end: '2027-11-01T00:00:00.000Z',
  hosted_url: 'https://pay.example/invoices/in_1',
  created_at: '2026-11-01T00:00:00.000Z',
};

const usage = {
  period_start: '2026-11-01T00:00:00.000Z',
  period_end: '2026-12-01T00:00:00.000Z',
  features: {},
};

function render(plan: CurrentPlan, invoices: PlanInvoice[] = []) {
  const { http } = renderPage(<BillingSettingsPage />);
  http.onGet('payments/pricing').reply(...okReply(pricing));
  http.onGet('payments/user/current-plan').reply(...okReply(plan));
  http.onGet('payments/user/payment-logs').reply(...okReply({ items: invoices }));
  http.onPost('payments/quota/calc-usage').reply(...okReply(usage));
  return http;
}

describe('BillingSettingsPage', () => {
  it('shows the plan in force, when it renews, its invoices, and marks it among the plans', async () => {
    render(subscribed, [invoice]);
    expect(screen.getByTestId('billing-heading')).toHaveTextContent('Billing plan');
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Pro');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('subscription-next')).toHaveTextContent(/^Renews on .*2027/);
    expect(await screen.findByTestId('invoice-amount')).toHaveTextContent('$299.90');
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Paid');
    const card = await screen.findByTestId('plan-card-PRO_YEARLY');
    expect(within(card).getByTestId('current-plan-badge')).toBeInTheDocument();
    expect(screen.queryByTestId('grace-banner')).not.toBeInTheDocument();
  });

  it('shows the grace banner after a failed renewal, with the date the free plan applies', async () => {
    render({
      ...subscribed,
      subscription: {
        ...subscribed.subscription!,
        status: 'past_due',
        grace_until: '2026-12-08T10:00:00.000Z',
      },
    });
    const banner = await screen.findByTestId('grace-banner');
    expect(banner).toHaveTextContent('Your last payment failed');
    expect(banner).toHaveTextContent(/until Dec 8, 2026/);
    expect(within(banner).getByTestId('grace-update-card')).toBeEnabled();
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Payment failed');
  });

  it('says there are no invoices and offers no cancel to a member who does not own the plan', async () => {
    render({
      package: pricing.packages[0]!,
      subscription: null,
      is_owner: false,
      payment_mode: 'stripe',
    });
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Free');
    expect(await screen.findByTestId('invoices-empty')).toHaveTextContent('No invoices yet.');
    expect(screen.queryByTestId('cancel-subscription')).not.toBeInTheDocument();
    expect(screen.queryByTestId('change-plan-link')).not.toBeInTheDocument();
  });

  it('billed by Shopify: says so, offers no card of ours, and cancelling ends the plan now', async () => {
    render({
      ...subscribed,
      subscription: {
        ...subscribed.subscription!,
        provider: 'shopify',
        status: 'past_due',
        grace_until: '2027-01-08T00:00:00.000Z',
      },
    });
    expect(await screen.findByTestId('subscription-billed-by-shopify')).toHaveTextContent(
      "Billed by Shopify with your store's invoice",
    );
    expect(screen.queryByTestId('update-card')).not.toBeInTheDocument();
    const banner = screen.getByTestId('grace-banner');
    expect(banner).toHaveTextContent('Pay your open Shopify bill');
    expect(within(banner).queryByTestId('grace-update-card')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('cancel-subscription'));
    expect(
      await screen.findByText(/Your plan ends now and the free plan applies/),
    ).toBeInTheDocument();
  });

  it('billed through Paddle: labelled, with no change, cancel or card of ours (spec 000 §6)', async () => {
    render({ ...subscribed, payment_mode: 'paddle' });
    expect(await screen.findByTestId('subscription-billed-by-paddle')).toHaveTextContent(
      'Your plan is billed through Paddle. Change or cancel it in Paddle.',
    );
    expect(screen.queryByTestId('change-plan-link')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cancel-subscription')).not.toBeInTheDocument();
    expect(screen.queryByTestId('update-card')).not.toBeInTheDocument();
  });
});
