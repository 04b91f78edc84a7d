import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlacementEntry } from '@omni/shared/contracts/orders';
import { okReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import { PlacementProgressPanel } from './placement-progress-panel';

const entry = (id: string, overrides: Partial<PlacementEntry> = {}): PlacementEntry => ({
  id,
  order_id: '11111111-1111-4111-8111-111111111111',
  order_name: '#1001',
  source: 'cj',
  status: 'processing',
  reference: `ref-${id}`,
  source_order_numbers: [],
  error_key: null,
  warning_key: null,
  cost: null,
  paid: false,
  updated_at: '2026-11-25T05:00:00.000Z',
  ...overrides,
});

const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const OTHER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

describe('PlacementProgressPanel', () => {
  it('follows the placements it was given: numbers on success, Stop per source, Close', async () => {
    const onClose = jest.fn();
    const { http } = renderPage(<PlacementProgressPanel ids={[A, B]} onClose={onClose} />);
    http.onGet('orders/v2/bulk-place-orders').reply(
      ...okReply({
        entries: [
          entry(A, { status: 'success', source_order_numbers: ['CJ-7781'] }),
          entry(B, { source: 'aliexpress' }),
          entry(OTHER, { order_name: '#0999' }),
        ],
      }),
    );
    http.onPost('orders/v5/bulk-place-orders/stop').reply(...okReply({ stopped: 1 }));

    expect(await screen.findAllByTestId('placement-entry')).toHaveLength(2);
    expect(screen.queryByText('#0999')).not.toBeInTheDocument();
    expect(screen.getByTestId('source-order-number')).toHaveTextContent('CJ-7781');
    expect(screen.getByText('1 of 2 done')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Stop AliExpress' }));
    await waitFor(() => expect(http.history.post).toHaveLength(1));
    expect(JSON.parse(http.history.post![0]!.data as string)).toEqual({ source: 'aliexpress' });

    await userEvent.click(screen.getByTestId('placement-progress-close'));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the reference a repeated AliExpress order may be under, and an account refusal as such', async () => {
    const { http } = renderPage(<PlacementProgressPanel ids={[A, B]} />);
    http.onGet('orders/v2/bulk-place-orders').reply(
      ...okReply({
        entries: [
          entry(A, {
            source: 'aliexpress',
            status: 'error',
            error_key: 'error_repeated_order',
            reference: 'ord-a-aliexpress-1',
          }),
          entry(B, { source: 'aliexpress', status: 'error', error_key: 'error_supplier_account' }),
        ],
      }),
    );

    const [repeated, account] = await screen.findAllByTestId('placement-entry');
    expect(repeated).toHaveTextContent(
      "AliExpress already has an order with this order's reference, so it may already be placed there.",
    );
    expect(repeated).toHaveTextContent('Reference sent to the supplier: ord-a-aliexpress-1');
    expect(account).toHaveTextContent(
      'Your AliExpress account may not place this order. Check your account on AliExpress',
    );
    expect(account).not.toHaveTextContent('Reference sent to the supplier');
    expect(account).not.toHaveTextContent('The supplier did not accept the order.');
  });
});
