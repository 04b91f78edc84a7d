import { orderNumberState, recordableSourceOrders } from './order-number';

const base = { source: 'aliexpress', status: 'success', error: null, order_no: [] as string[] };

describe('orderNumberState', () => {
  it.each([
    [{ ...base, order_no: ['8190001'] }, 'numbers'],
    [{ ...base, status: 'processing' }, 'pending'],
    [{ ...base, source: 'manual' }, 'not_recorded'],
    [{ ...base, status: 'error', error: 'error_repeated_order' }, 'none'],
    // a number the supplier gave before the placement failed is still shown
    [{ ...base, status: 'error', error: 'cancel_order', order_no: ['8190002'] }, 'numbers'],
  ])('%o is %s', (source, state) => {
    expect(orderNumberState(source)).toBe(state);
  });
});

describe('recordableSourceOrders', () => {
  it('offers an order placed by hand and a repeated AliExpress order, nothing else', () => {
    const manual = { ...base, source: 'manual' };
    const repeated = { ...base, status: 'error', error: 'error_repeated_order' };
    const others = [
      { ...base, order_no: ['8190001'] },
      { ...base, status: 'processing' },
      { ...base, status: 'error', error: 'error_checkout_products' },
      { ...base, source: 'manual', status: 'error', error: 'cancel_order' },
    ];
    expect(recordableSourceOrders([manual, ...others, repeated])).toEqual([manual, repeated]);
    expect(recordableSourceOrders(others)).toEqual([]);
  });
});
