import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../testing/render-page';
import IntegrationsPage from './integrations-page';

describe('the integrations page', () => {
  it('shows a card per integration, each with its description', () => {
    renderPage(<IntegrationsPage />);
    expect(screen.getByRole('heading', { name: 'Integrations' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByTestId('integration-product-insights')).toHaveTextContent(
      /research tabs of each product's detail/,
    );
  });

  it('links the integrations the product has to where they live', async () => {
    renderPage(<IntegrationsPage />);
    expect(screen.getByRole('link', { name: 'Go to Find product' })).toHaveAttribute(
      'href',
      '/app/find-product',
    );
    expect(screen.getByRole('link', { name: "Open Experts' choice" })).toHaveAttribute(
      'href',
      '/app/find-product/experts-choice',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Set AI writing defaults' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/app/setting/integration/ai-writing');
  });

  it('marks the others Coming soon, with no action', () => {
    renderPage(<IntegrationsPage />);
    for (const page of ['cashback_setting', 'market_tracking', 'product-copy', 'service-center']) {
      const card = screen.getByTestId(`integration-${page}`);
      expect(within(card).getByText('Coming soon')).toBeInTheDocument();
      expect(within(card).queryByRole('link')).toBeNull();
      expect(within(card).queryByRole('button')).toBeNull();
    }
    expect(
      within(screen.getByTestId('integration-ai-writing')).queryByText('Coming soon'),
    ).toBeNull();
  });
});
