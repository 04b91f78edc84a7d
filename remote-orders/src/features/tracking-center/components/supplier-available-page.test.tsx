import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { TrackingList } from '@omni/shared/contracts/orders';
import { okReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import SupplierAvailablePage from './supplier-available-page';

const LIST = /orders\/v2\/trackings/;

const page: TrackingList = {
  items: [
    {
      tracking_number: '9400111899562347105521',
      carrier: 'USPS',
      status: 'DELIVERED',
      latest_event: {
        time: '2026-11-28T10:00:00.000Z',
        description: 'Delivered, in mailbox',
        location: 'Chicago, IL, US',
        status: 'DELIVERED',
      },
      last_event_at: '2026-11-28T10:00:00.000Z',
      updated_at: '2026-11-28T10:05:00.000Z',
      order: { id: 'order-1', name: '#1007', section: 'shipment' },
    },
  ],
  total: 41,
  page: 1,
  page_size: 20,
};

describe('SupplierAvailablePage', () => {
  it('lists each parcel with its order link, carrier, status and latest event, and the total', async () => {
    const view = renderPage(<SupplierAvailablePage />, {
      url: '/app/tracking-center/supplier-available?status=DELIVERED',
      path: '/app/tracking-center/supplier-available',
    });
    view.http.onGet(LIST).reply(...okReply(page));
    const row = (await screen.findByText('9400111899562347105521')).closest('tr')!;
    expect(within(row).getByTestId('tracking-order')).toHaveAttribute(
      'href',
      '/app/orders/detail/order-1/shipment',
    );
    expect(row).toHaveTextContent('USPS');
    expect(within(row).getByTestId('tracking-status')).toHaveTextContent('Delivered');
    expect(within(row).getByTestId('tracking-latest-event')).toHaveTextContent(
      'Delivered, in mailbox',
    );
    expect(screen.getByText('Total: 41')).toBeInTheDocument();
    // the status in the address is the one asked for
    expect(view.http.history.get[0]!.params).toMatchObject({ status: 'DELIVERED' });
  });

  it('says so when no parcel has a number yet, rather than showing an empty table', async () => {
    const view = renderPage(<SupplierAvailablePage />, {
      url: '/app/tracking-center/supplier-available',
      path: '/app/tracking-center/supplier-available',
    });
    view.http.onGet(LIST).reply(...okReply({ ...page, items: [], total: 0 }));
    expect(await screen.findByTestId('tracking-list-empty')).toHaveTextContent(
      'No parcel has a tracking number yet',
    );
  });

  it('pulls the chosen parcels from the tracking service now and reads the list again', async () => {
    // the page tells the result through antd's App (the host provides it)
    const view = renderPage(
      <App>
        <SupplierAvailablePage />
      </App>,
      {
        url: '/app/tracking-center/supplier-available',
        path: '/app/tracking-center/supplier-available',
      },
    );
    view.http.onGet(LIST).reply(...okReply(page));
    view.http
      .onPost('orders/v2/trackings/track-now')
      .reply(...okReply({ trackings: [], not_found: [] }));
    const button = await screen.findByTestId('tracking-track-now');
    expect(button).toBeDisabled();
    const row = (await screen.findByText('9400111899562347105521')).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox'));
    expect(button).toHaveTextContent('Track now (1)');
    await userEvent.click(button);
    await waitFor(() => expect(view.http.history.post).toHaveLength(1));
    expect(JSON.parse(view.http.history.post[0]!.data as string)).toEqual({
      tracking_numbers: ['9400111899562347105521'],
    });
    expect(await screen.findByText('Parcels refreshed: 0')).toBeInTheDocument();
    await waitFor(() => expect(view.http.history.get.length).toBeGreaterThan(1));
  });
});
