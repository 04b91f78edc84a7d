import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { okReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import { CancelOrdersDialog } from './cancel-orders-dialog';

const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
const orders = [
  { id: FIRST, name: '#1001' },
  { id: SECOND, name: '#1002' },
];

describe('CancelOrdersDialog', () => {
  it('names the orders, sends the reason, and names the ones a supplier has', async () => {
    const onClose = jest.fn();
    const { http } = renderPage(
      <App>
        <CancelOrdersDialog orders={orders} onClose={onClose} />
      </App>,
    );
    http.onPut('orders/order-cancel').reply(
      ...okReply({
        cancelled: [FIRST],
        refused: [{ order_id: SECOND, order_name: '#1002', reason: 'placed' }],
      }),
    );

    expect(screen.getByTestId('cancel-orders-names')).toHaveTextContent('Orders: #1001, #1002');
    await userEvent.type(screen.getByLabelText('Reason (optional)'), 'Duplicate order');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel orders' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(http.history.put[0]!.data as string)).toEqual({
      order_ids: [FIRST, SECOND],
      note: 'Duplicate order',
    });
    expect(await screen.findByText('Orders cancelled: 1')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Not cancelled, already placed with a supplier (request a refund instead): #1002',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the dialog and the reason when the call fails', async () => {
    const onClose = jest.fn();
    const { http } = renderPage(
      <App>
        <CancelOrdersDialog orders={orders} onClose={onClose} />
      </App>,
    );
    http.onPut('orders/order-cancel').networkError();

    await userEvent.type(screen.getByLabelText('Reason (optional)'), 'Fraud');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel orders' }));

    expect(await screen.findByTestId('cancel-orders-error')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason (optional)')).toHaveValue('Fraud');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the reason when the merchant clicks beside the dialog', async () => {
    const onClose = jest.fn();
    renderPage(
      <App>
        <CancelOrdersDialog orders={orders} onClose={onClose} />
      </App>,
    );
    await userEvent.type(screen.getByLabelText('Reason (optional)'), 'Duplicate order');
    // antd's wrapper around the dialog is what a click on the dimmed page lands on
    await userEvent.click(document.querySelector('.ant-modal-wrap')!);

    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Reason (optional)')).toHaveValue('Duplicate order');
  });
});
