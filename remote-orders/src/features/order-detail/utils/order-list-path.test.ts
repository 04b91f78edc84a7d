import { orderListPath } from './order-list-path';

describe('orderListPath', () => {
  const order = { section: 'payment', sub_status: 'waiting_payment' };

  it.each([
    ['payment', order, '/app/orders?section=payment&status=waiting_payment'],
    ['placement', order, '/app/orders?section=placement'],
    ['placement', undefined, '/app/orders?section=placement'],
    ['whatever', order, '/app/orders?section=payment&status=waiting_payment'],
    [undefined, undefined, '/app/orders'],
    ['whatever', { section: 'gone', sub_status: 'x' }, '/app/orders'],
  ])('from %s with %j → %s', (status, loaded, expected) => {
    expect(orderListPath(status, loaded)).toBe(expected);
  });
});
