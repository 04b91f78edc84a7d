import type { Order } from './model';
import { orderCharges } from './order-charges';

const order = (overrides: Partial<Order> = {}): Order =>
  ({
    lineItems: [
      { id: 1, price: '19.99', quantity: 3 },
      { id: 2, price: '0.10', quantity: 1 },
    ],
    shippingLine: { title: 'Standard', code: 'standard', price: '4.99' },
    discountCode: null,
    taxRate: null,
    taxesIncluded: false,
    ...overrides,
  }) as Order;

describe('orderCharges', () => {
  it('sums lines and shipping in cents: 3 × 19.99 + 0.10 + 4.99', () => {
    expect(orderCharges(order())).toMatchObject({
      subtotal: '60.07',
      shipping: '4.99',
      discount: '0.00',
      tax: '0.00',
      total: '65.06',
    });
  });

  it('takes a fixed or a percentage code off the subtotal, never more than the subtotal', () => {
    const fixed = { code: 'FIVE', type: 'fixed_amount', value: '5.00' } as const;
    expect(orderCharges(order({ discountCode: fixed })).total).toBe('60.06');
    const tenPercent = { code: 'TEN', type: 'percentage', value: '10' } as const;
    expect(orderCharges(order({ discountCode: tenPercent })).discount).toBe('6.01');
    const huge = { code: 'ALL', type: 'fixed_amount', value: '500.00' } as const;
    expect(orderCharges(order({ discountCode: huge })).total).toBe('4.99');
  });

  it('adds tax per line, or finds it inside the prices when taxes are included', () => {
    const added = orderCharges(order({ taxRate: '0.2' }));
    expect(added.lines.get(1)!.tax).toBe('11.99');
    expect(added.lines.get(2)!.tax).toBe('0.02');
    expect(added).toMatchObject({ tax: '12.01', total: '77.07' });
    const included = orderCharges(order({ taxRate: '0.2', taxesIncluded: true }));
    expect(included.lines.get(1)!.tax).toBe('10.00');
    expect(included).toMatchObject({ tax: '10.02', total: '65.06' });
  });
});
