import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import OrderPlacementSettingsPage from './order-placement-settings-page';

function render(autoFulfillSources: string[] = []) {
  const view = renderPage(<OrderPlacementSettingsPage />);
  const { http } = view;
  http.onGet('orders/fulfillment-setting').reply(
    ...okReply({
      default_source: 'cj',
      shipping_preference: 'cheapest',
      auto_fulfill_sources: autoFulfillSources,
    }),
  );
  http
    .onGet('orders/v6/payments/setting')
    .reply(...okReply({ payment_behavior: 'auto', pay_method: 'credit_card' }));
  http
    .onPost('orders/update-fulfillment-setting')
    .reply((config) => [
      200,
      { status: 200, message: 'SaveSuccess', data: JSON.parse(config.data as string) },
    ]);
  http
    .onPut('orders/v6/payments/setting')
    .reply((config) => [
      200,
      { status: 200, message: 'SaveSuccess', data: JSON.parse(config.data as string) },
    ]);
  return view;
}

describe('OrderPlacementSettingsPage', () => {
  it('shows the saved settings and saves both parts with what the merchant chose', async () => {
    const { http } = render();

    const fastest = await screen.findByLabelText('Fastest');
    expect(screen.getByLabelText('Cheapest')).toBeChecked();
    expect(screen.getByLabelText('Automatic: wallet first, then card')).toBeChecked();
    await userEvent.click(fastest);
    await userEvent.click(screen.getByLabelText('Wallet only'));
    await userEvent.click(screen.getByLabelText('CJ Dropshipping'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(http.history.put).toHaveLength(1));
    expect(JSON.parse(http.history.post[0]!.data as string)).toEqual({
      default_source: 'cj',
      shipping_preference: 'fastest',
      auto_fulfill_sources: ['cj'],
    });
    expect(JSON.parse(http.history.put[0]!.data as string)).toEqual({
      payment_behavior: 'wallet',
      pay_method: 'credit_card',
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  }, 60_000);

  it('offers the orders already waiting when a source is turned on, and sends them only if asked', async () => {
    const { http } = render(['cj']);
    await screen.findByLabelText('Fastest');
    // nothing is being turned on: nothing to offer
    expect(screen.queryByTestId('place-waiting-orders')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('AliExpress'));
    const offer = await screen.findByTestId('place-waiting-orders');
    expect(offer).not.toBeChecked();
    await userEvent.click(offer);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(http.history.post).toHaveLength(1));
    expect(JSON.parse(http.history.post[0]!.data as string)).toEqual({
      default_source: 'cj',
      shipping_preference: 'cheapest',
      auto_fulfill_sources: ['aliexpress', 'cj'],
      place_waiting_orders: true,
    });
  }, 60_000);
});
