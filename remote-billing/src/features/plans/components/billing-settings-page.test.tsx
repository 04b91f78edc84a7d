import { screen, within } from '@testing-library/react';
import { getSession } from '@omni/shared/session';
import { okReply } from '@omni/shared/remote-testing';
import { pricing } from '../../../testing/pricing-fixture';
import { renderPage } from '../../../testing/render-page';
import BillingSettingsPage from './billing-settings-page';

describe('BillingSettingsPage', () => {
  afterEach(() => getSession().clear());

  it('shows the current plan from the account and marks it among the plans', async () => {
    // useAccount asks only while signed in
    getSession().setToken('token');
    const { http } = renderPage(<BillingSettingsPage />);
    http.onGet('payments/pricing').reply(...okReply(pricing));
    http.onGet('auth/account').reply(...okReply({ plan: { key: 'FREE', name: 'Free' } }));

    expect(screen.getByTestId('billing-heading')).toHaveTextContent('Billing plan');
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Free');
    const free = await screen.findByTestId('plan-card-FREE');
    expect(within(free).getByTestId('current-plan-badge')).toHaveTextContent('Current plan');
    expect(screen.getAllByTestId('current-plan-badge')).toHaveLength(1);
  });
});
