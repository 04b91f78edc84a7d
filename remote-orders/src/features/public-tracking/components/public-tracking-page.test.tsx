import { screen, within } from '@testing-library/react';
import type { PublicTracking } from '@omni/shared/contracts/orders';
import { okReply, serverErrorReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import PublicTrackingPage from './public-tracking-page';

const ORDER_ID = '4a6f6e1c-1f4b-4c55-9d2e-0c1b2a3d4e5f';
const URL = `open-api/orders/tracking/${ORDER_ID}`;

const delivered: PublicTracking = {
  order_name: '#1007',
  store_name: 'omni-demo.myshopify.com',
  parcels: [
    {
      tracking_number: '9400111899562347105521',
      carrier: 'USPS',
      status: 'DELIVERED',
      delivered_at: '2026-11-28T10:00:00.000Z',
      events: [
        {
          time: '2026-11-28T10:00:00.000Z',
          description: 'Delivered, in mailbox',
          location: 'Chicago, IL, US',
          status: 'DELIVERED',
        },
        {
          time: '2026-11-25T08:00:00.000Z',
          description: 'Shipping label created, USPS awaiting item',
          location: 'Ontario, CA, US',
          status: 'INFO_RECEIVED',
        },
      ],
    },
  ],
};

function render(reply: [number, unknown]) {
  const view = renderPage(<PublicTrackingPage />, {
    url: `/tracking/${ORDER_ID}`,
    path: '/tracking/:orderId',
  });
  view.http.onGet(URL).reply(...reply);
  return view;
}

describe('PublicTrackingPage', () => {
  it("shows the order, its store and each parcel's status, carrier, number and events newest first", async () => {
    render(okReply(delivered));
    expect(await screen.findByTestId('public-tracking-title')).toHaveTextContent('Order #1007');
    expect(screen.getByTestId('public-tracking-store')).toHaveTextContent(
      'From omni-demo.myshopify.com',
    );
    const parcel = screen.getByTestId('public-parcel');
    expect(within(parcel).getByTestId('public-parcel-status')).toHaveTextContent('Delivered');
    expect(within(parcel).getByTestId('public-parcel-carrier')).toHaveTextContent('USPS');
    expect(within(parcel).getByTestId('public-parcel-number')).toHaveTextContent(
      '9400111899562347105521',
    );
    expect(within(parcel).getByRole('button', { name: /copy/i })).toBeInTheDocument();
    expect(within(parcel).getByTestId('public-parcel-delivered')).toHaveTextContent('2026');
    const events = within(parcel).getAllByTestId('public-parcel-event');
    expect(events).toHaveLength(2);
    expect(events[0]).toHaveTextContent('Delivered, in mailbox');
    expect(events[0]).toHaveTextContent('Chicago, IL, US');
    expect(events[1]).toHaveTextContent('Shipping label created, USPS awaiting item');
  });

  it('numbers the parcels when the order shipped as several, and says when a carrier has not reported yet', async () => {
    render(
      okReply({
        ...delivered,
        parcels: [
          delivered.parcels[0],
          {
            tracking_number: 'LX123456785CN',
            carrier: null,
            status: 'NOT_FOUND',
            delivered_at: null,
            events: [],
          },
        ],
      }),
    );
    const parcels = await screen.findAllByTestId('public-parcel');
    expect(parcels).toHaveLength(2);
    expect(parcels[0]).toHaveTextContent('Parcel 1 of 2');
    expect(parcels[1]).toHaveTextContent('Parcel 2 of 2');
    expect(within(parcels[1]!).getByTestId('public-parcel-status')).toHaveTextContent(
      'Awaiting carrier information',
    );
    expect(within(parcels[1]!).getByTestId('public-parcel-carrier')).toHaveTextContent(
      'Not known yet',
    );
    expect(within(parcels[1]!).getByTestId('public-parcel-no-events')).toBeInTheDocument();
    expect(within(parcels[1]!).queryByTestId('public-parcel-delivered')).toBeNull();
  });

  it('says the order is being prepared while no parcel has a number', async () => {
    render(okReply({ ...delivered, parcels: [] }));
    expect(await screen.findByTestId('public-tracking-empty')).toHaveTextContent(
      'Your order is being prepared; tracking appears here once it ships.',
    );
    expect(screen.queryByTestId('public-parcel')).toBeNull();
  });

  it('says the link leads to no order when the API does not know it', async () => {
    render([404, { status: 404, message: 'DataNotFound', data: null }]);
    expect(await screen.findByTestId('public-tracking-not-found')).toHaveTextContent(
      'Order not found',
    );
    expect(screen.queryByTestId('public-tracking-page')).toBeNull();
  });

  it('offers another try when the API fails otherwise', async () => {
    render(serverErrorReply());
    expect(await screen.findByTestId('public-tracking-error')).toHaveTextContent(
      'The tracking could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
