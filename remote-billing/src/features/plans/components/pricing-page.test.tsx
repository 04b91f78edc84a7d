import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okReply, serverErrorReply } from '@omni/shared/remote-testing';
import { pricing } from '../../../testing/pricing-fixture';
import { renderPage } from '../../../testing/render-page';
import PricingPage from './pricing-page';

const PRICING_PATH = 'payments/pricing';

describe('PricingPage', () => {
  it('shows every plan with its price, cycle and feature limits', async () => {
    const { http } = renderPage(<PricingPage />);
    http.onGet(PRICING_PATH).reply(...okReply(pricing));

    expect(screen.getByTestId('pricing-heading')).toHaveTextContent('Plans and pricing');
    const free = await screen.findByTestId('plan-card-FREE');
    expect(free).toHaveTextContent('Free');
    expect(screen.getByTestId('plan-cycle-FREE')).toHaveTextContent('Monthly');
    expect(screen.getByTestId('plan-feature-FREE-READY2SALE')).toHaveTextContent('Not included');
    // yearly plans sit behind the cycle switch; the free plan stays in both
    expect(screen.queryByTestId('plan-card-PRO_YEARLY')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('plan-cycle-option-yearly'));
    expect(screen.getByTestId('plan-card-FREE')).toBeInTheDocument();
    expect(screen.getByTestId('plan-cycle-PRO_YEARLY')).toHaveTextContent('Yearly');
    expect(screen.getByTestId('plan-price-PRO_YEARLY')).toHaveTextContent(/299\.90/);
    expect(screen.getByTestId('plan-feature-FREE-IMPORT_PRODUCT')).toHaveTextContent(
      'Imported products50',
    );
    expect(screen.getByTestId('plan-feature-FREE-ORDER_FULFILLMENT')).toHaveTextContent(
      'Unlimited',
    );
    expect(screen.getByTestId('plan-feature-PRO_YEARLY-IMPORT_PRODUCT')).toHaveTextContent(
      'Unlimited',
    );
    // a feature this release cannot name yet shows its key rather than nothing
    expect(screen.getByTestId('plan-feature-PRO_YEARLY-NEW_FEATURE')).toHaveTextContent(
      'NEW_FEATURE3',
    );
    expect(screen.queryByTestId('current-plan-badge')).not.toBeInTheDocument();
  });

  it('shows the empty state when no plan is offered', async () => {
    const { http } = renderPage(<PricingPage />);
    http.onGet(PRICING_PATH).reply(...okReply({ packages: [] }));
    expect(await screen.findByTestId('plans-empty')).toBeInTheDocument();
  });

  it('shows the error with Retry and recovers', async () => {
    const { http } = renderPage(<PricingPage />);
    http.onGet(PRICING_PATH).replyOnce(...serverErrorReply());
    const alert = await screen.findByTestId('plans-error');
    http.onGet(PRICING_PATH).reply(...okReply(pricing));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('plan-list')).toBeInTheDocument());
  });
});
