import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okReply } from '@omni/shared/remote-testing';
import { hangOrdersRefresh, OrdersQueryBehind } from '../../../testing/orders-query-behind';
import { renderPage } from '../../../testing/render-page';
import { useConfirmOrders } from './confirm-orders';

const ORDER = '11111111-1111-4111-8111-111111111111';

function ConfirmButton() {
  const confirm = useConfirmOrders();
  return (
    <button type="button" onClick={() => confirm.mutate({ orders: [{ order_id: ORDER }] })}>
      {confirm.isSuccess ? 'queued' : 'confirm'}
    </button>
  );
}

it('answers as soon as the placements are queued, while the orders behind still refresh', async () => {
  const { http } = renderPage(
    <>
      <OrdersQueryBehind />
      <ConfirmButton />
    </>,
  );
  hangOrdersRefresh(http);
  http.onPost('orders/v4/confirm').reply(...okReply({ entries: [], failed: [] }));
  await waitFor(() => expect(screen.getByTestId('behind')).toHaveTextContent('idle'));

  await userEvent.click(screen.getByRole('button', { name: 'confirm' }));
  expect(await screen.findByRole('button', { name: 'queued' })).toBeInTheDocument();
  expect(screen.getByTestId('behind')).toHaveTextContent('refreshing');
});
