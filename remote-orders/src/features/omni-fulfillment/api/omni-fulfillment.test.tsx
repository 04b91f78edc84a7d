import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okReply } from '@omni/shared/remote-testing';
import { hangOrdersRefresh, OrdersQueryBehind } from '../../../testing/orders-query-behind';
import { renderPage } from '../../../testing/render-page';
import { useRequestOmniFulfillment } from './omni-fulfillment';

const ORDER = '11111111-1111-4111-8111-111111111111';

function RequestButton() {
  const request = useRequestOmniFulfillment();
  return (
    <button type="button" onClick={() => request.mutate([ORDER])}>
      {request.isSuccess ? 'requested' : 'request'}
    </button>
  );
}

it('answers as soon as the request is queued, while the orders behind still refresh', async () => {
  const { http } = renderPage(
    <>
      <OrdersQueryBehind />
      <RequestButton />
    </>,
  );
  hangOrdersRefresh(http);
  http.onPost('orders/v4/omni-fulfillment/request').reply(...okReply({ entries: [], failed: [] }));
  await waitFor(() => expect(screen.getByTestId('behind')).toHaveTextContent('idle'));

  await userEvent.click(screen.getByRole('button', { name: 'request' }));
  expect(await screen.findByRole('button', { name: 'requested' })).toBeInTheDocument();
  expect(screen.getByTestId('behind')).toHaveTextContent('refreshing');
});
