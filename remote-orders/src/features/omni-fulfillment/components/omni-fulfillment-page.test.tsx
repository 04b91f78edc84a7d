import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import OmniFulfillmentPage from './omni-fulfillment-page';
import { OmniRequestButton } from './omni-request-button';

const state = (over: Partial<Record<string, unknown>> = {}) => ({
  viewed_at: '2026-11-28T00:00:00.000Z',
  interacted_at: null,
  confirmed_at: null,
  enabled: false,
  ...over,
});

describe('OmniFulfillmentPage', () => {
  it('records the view once, the how-it-works as interaction, and enables on Confirm', async () => {
    const { http } = renderPage(<OmniFulfillmentPage />);
    http.onGet('auth/account/omni-fulfillment').reply(...okReply(state({ viewed_at: null })));
    http.onPut('auth/account/omni-fulfillment/view').reply(...okReply(state()));
    http
      .onPut('auth/account/omni-fulfillment/interact')
      .reply(...okReply(state({ interacted_at: '2026-11-28T00:01:00.000Z' })));
    http.onPut('auth/account/omni-fulfillment/confirm').reply(
      ...okReply(
        state({
          interacted_at: '2026-11-28T00:01:00.000Z',
          confirmed_at: '2026-11-28T00:02:00.000Z',
          enabled: true,
        }),
      ),
    );

    await userEvent.click(await screen.findByText('How it works'));
    expect(await screen.findByTestId('omni-fulfillment-how')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('omni-fulfillment-confirm'));
    expect(await screen.findByTestId('omni-fulfillment-enabled')).toBeInTheDocument();
    expect(screen.queryByTestId('omni-fulfillment-confirm')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(http.history.put.map((r) => r.url)).toEqual([
        'auth/account/omni-fulfillment/view',
        'auth/account/omni-fulfillment/interact',
        'auth/account/omni-fulfillment/confirm',
      ]),
    );
  }, 60_000);
});

describe('OmniRequestButton', () => {
  it('is not offered before the service is confirmed', async () => {
    const { http } = renderPage(<OmniRequestButton orderIds={['o1']} onRequested={() => {}} />);
    http.onGet('auth/account/omni-fulfillment').reply(...okReply(state()));
    await waitFor(() => expect(http.history.get).toHaveLength(1));
    expect(screen.queryByTestId('omni-request')).not.toBeInTheDocument();
  });

  it('requests the orders and hands the queued entries on', async () => {
    const onRequested = jest.fn();
    const orderId = '00000000-0000-4000-8000-000000000001';
    const { http } = renderPage(
      <OmniRequestButton orderIds={[orderId]} onRequested={onRequested} />,
    );
    http.onGet('auth/account/omni-fulfillment').reply(...okReply(state({ enabled: true })));
    const result = { entries: [{ id: 'e1' }], failed: [] };
    http.onPost('orders/v4/omni-fulfillment/request').reply(...okReply(result));
    await userEvent.click(await screen.findByTestId('omni-request'));
    await waitFor(() => expect(onRequested).toHaveBeenCalledWith(result));
    expect(JSON.parse(http.history.post[0]!.data as string)).toEqual({ order_ids: [orderId] });
  });
});
