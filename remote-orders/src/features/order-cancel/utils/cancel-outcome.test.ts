import type { TFunction } from 'i18next';
import { cancelOutcome } from './cancel-outcome';

const t = ((key: string, values?: Record<string, unknown>) =>
  `${key} ${JSON.stringify(values ?? {})}`) as unknown as TFunction;

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('cancelOutcome', () => {
  it('counts the cancelled orders and names the refused ones by reason', () => {
    expect(
      cancelOutcome(
        {
          cancelled: [id(1), id(2)],
          refused: [
            { order_id: id(3), order_name: '#1003', reason: 'placed' },
            { order_id: id(4), order_name: '#1004', reason: 'already_cancelled' },
            { order_id: id(5), order_name: '#1005', reason: 'placed' },
          ],
        },
        t,
      ),
    ).toEqual({
      done: 'cancelOrders.done {"count":2}',
      refused: [
        'cancelOrders.refused.placed {"names":"#1003, #1005"}',
        'cancelOrders.refused.already_cancelled {"names":"#1004"}',
      ],
    });
  });

  it('says nothing was cancelled when every order was refused', () => {
    expect(
      cancelOutcome(
        { cancelled: [], refused: [{ order_id: id(1), order_name: '#1', reason: 'placed' }] },
        t,
      ),
    ).toEqual({ done: null, refused: ['cancelOrders.refused.placed {"names":"#1"}'] });
  });
});
