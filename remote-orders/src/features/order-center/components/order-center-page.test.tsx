import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderStatusCounts } from '@omni/shared/contracts';
import { okReply, serverErrorReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import OrderCenterPage from './order-center-page';

const COUNTS_PATH = 'orders/v5/count-order-status';

const counts: OrderStatusCounts = {
  placement: { ready: 3 },
  payment: { all: 5, waiting_payment: 2, order_placed: 3 },
  shipment: {
    all: 0,
    not_found: 0,
    info_received: 0,
    in_transit: 0,
    available_for_pickup: 0,
    out_for_delivery: 0,
    delivered: 0,
    expired: 0,
    delivery_failure: 0,
    exception: 0,
  },
  cancelled: { channel: 1, source: 1 },
  refund: { all: 0, completed: 0, pending: 0, accepted: 0, rejected: 0 },
};

describe('OrderCenterPage', () => {
  it('shows every section with its count from the API', async () => {
    const { http } = renderPage(<OrderCenterPage />);
    http.onGet(COUNTS_PATH).reply(...okReply(counts));

    expect(screen.getByTestId('orders-heading')).toHaveTextContent('Orders');
    expect(await screen.findByTestId('order-section-placement-count')).toHaveTextContent('3');
    expect(screen.getByTestId('order-section-payment-count')).toHaveTextContent('5');
    // cancelled has no "all": its badge is channel + source
    expect(screen.getByTestId('order-section-cancelled-count')).toHaveTextContent('2');
    expect(screen.getByTestId('order-sub-status-ready-count')).toHaveTextContent('3');
    expect(screen.getByTestId('orders-list-later')).toBeInTheDocument();
  });

  it('opens a section on its default sub-status and keeps the choice in the URL', async () => {
    const { http } = renderPage(<OrderCenterPage />);
    http.onGet(COUNTS_PATH).reply(...okReply(counts));
    await screen.findByTestId('order-section-payment-count');

    await userEvent.click(screen.getByTestId('order-section-cancelled'));
    expect(screen.getByTestId('location')).toHaveTextContent('?section=cancelled');
    const tabs = screen.getByTestId('order-sub-status-tabs');
    expect(within(tabs).getByTestId('order-sub-status-channel')).toBeInTheDocument();
    const selected = within(tabs).getByRole('radio', { checked: true }).closest('label');
    expect(selected).toHaveTextContent('Cancelled by channel');

    await userEvent.click(within(tabs).getByTestId('order-sub-status-source'));
    expect(screen.getByTestId('location')).toHaveTextContent('?section=cancelled&status=source');
  });

  it('reads the section and sub-status from the URL and shows the empty state at zero', async () => {
    const { http } = renderPage(<OrderCenterPage />, {
      url: '/?section=shipment&status=in_transit',
    });
    http.onGet(COUNTS_PATH).reply(...okReply(counts));

    expect(await screen.findByTestId('orders-empty')).toHaveTextContent('No orders in this status');
    expect(screen.getByTestId('order-sub-status-in_transit')).toBeInTheDocument();
  });

  it('shows the error with Retry when the counts cannot be loaded, and recovers', async () => {
    const { http } = renderPage(<OrderCenterPage />);
    http.onGet(COUNTS_PATH).replyOnce(...serverErrorReply());

    const alert = await screen.findByTestId('orders-counts-error');
    http.onGet(COUNTS_PATH).reply(...okReply(counts));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByTestId('order-section-placement-count')).toHaveTextContent('3'),
    );
  });
});
