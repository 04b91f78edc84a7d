import {
  canAddLine,
  defaultLinePrice,
  formFieldPath,
  NO_STORE,
  lineProblems,
  orderTotals,
  priceToMinor,
  toCreateOrderBody,
  type CreateOrderFormValues,
  type FormLine,
} from './create-order-form';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';

const line = (overrides: Partial<FormLine> = {}): FormLine => ({
  product_id: P1,
  variant_id: 'sup-M',
  quantity: 2,
  price: '24.50',
  ...overrides,
});

describe('priceToMinor', () => {
  it.each([
    ['24.50', 'USD', 2450],
    ['24.5', 'USD', 2450],
    ['24', 'USD', 2400],
    ['0', 'USD', 0],
    ['24,50', 'EUR', 2450],
    [' 19.99 ', 'USD', 1999],
    ['1200', 'JPY', 1200],
  ])('%s %s is %d minor units', (price, currency, minor) => {
    expect(priceToMinor(price, currency)).toBe(minor);
  });

  it.each([
    ['', 'USD'],
    [null, 'USD'],
    ['-1', 'USD'],
    ['abc', 'USD'],
    ['1.999', 'USD'],
    ['12.5', 'JPY'],
    ['1e3', 'USD'],
  ])('refuses %p in %s', (price, currency) => {
    expect(priceToMinor(price, currency)).toBeNull();
  });
});

describe('lineProblems', () => {
  it('accepts complete lines', () => {
    expect(lineProblems([line(), line({ variant_id: 'sup-S' })], 'USD')).toEqual([[], []]);
  });

  it('names what each line lacks', () => {
    expect(
      lineProblems(
        [
          line({ product_id: undefined }),
          line({ variant_id: undefined }),
          line({ quantity: 0 }),
          line({ quantity: 1000 }),
          line({ quantity: 1.5, variant_id: 'sup-L' }),
          line({ price: '-2', variant_id: 'sup-XL' }),
        ],
        'USD',
      ),
    ).toEqual([
      ['product_required'],
      ['variant_required'],
      ['quantity_range'],
      ['duplicate_variant', 'quantity_range'],
      ['quantity_range'],
      ['price_invalid'],
    ]);
  });

  it('refuses the same variant twice but not the same product in another variant', () => {
    expect(
      lineProblems(
        [line(), line({ variant_id: 'sup-S' }), line({ product_id: P2 }), line()],
        'USD',
      ),
    ).toEqual([[], [], [], ['duplicate_variant']]);
  });

  it('checks the price against the order’s currency', () => {
    expect(lineProblems([line({ price: '1200.5' })], 'JPY')).toEqual([['price_invalid']]);
  });
});

describe('canAddLine', () => {
  it('allows up to 50 lines', () => {
    expect(canAddLine(Array(49).fill(line()))).toBe(true);
    expect(canAddLine(Array(50).fill(line()))).toBe(false);
  });
});

describe('orderTotals', () => {
  it('adds the lines and the shipping in minor units', () => {
    expect(
      orderTotals(
        [line(), line({ variant_id: 'sup-S', quantity: 1, price: '19.90' })],
        '4.99',
        'USD',
      ),
    ).toEqual({ subtotal: 6890, shipping: 499, total: 7389 });
  });

  it('counts blank shipping as none', () => {
    expect(orderTotals([line()], '', 'USD')).toEqual({ subtotal: 4900, shipping: 0, total: 4900 });
    expect(orderTotals([line()], null, 'USD')?.total).toBe(4900);
  });

  it('is unknown while a price, a quantity or the shipping is not valid', () => {
    expect(orderTotals([line({ price: '' })], '0', 'USD')).toBeNull();
    expect(orderTotals([line({ quantity: null })], '0', 'USD')).toBeNull();
    expect(orderTotals([line()], '-1', 'USD')).toBeNull();
  });
});

describe('toCreateOrderBody', () => {
  const values: CreateOrderFormValues = {
    store_id: NO_STORE,
    currency: 'USD',
    lines: [line(), line({ variant_id: 'sup-S', quantity: 1, price: '19.9' })],
    shipping_price: '4.99',
    shipping_address: {
      first_name: ' Ava ',
      last_name: '',
      address1: '1 Main St',
      city: 'Boston',
      zip: '02110',
      country_code: 'US',
      phone: '+1 201-555-0123',
      email: '  ',
    },
    note: '  Gift wrap  ',
  };

  it('sends amounts in minor units with the currency, trimmed texts and no blank optionals', () => {
    expect(toCreateOrderBody(values)).toEqual({
      store_id: null,
      currency: 'USD',
      lines: [
        { product_id: P1, variant_id: 'sup-M', quantity: 2, price: 2450 },
        { product_id: P1, variant_id: 'sup-S', quantity: 1, price: 1990 },
      ],
      shipping_price: 499,
      shipping_address: {
        first_name: 'Ava',
        address1: '1 Main St',
        city: 'Boston',
        country_code: 'US',
        phone: '+1 201-555-0123',
        zip: '02110',
      },
      note: 'Gift wrap',
    });
  });

  it('leaves a blank note out and keeps the chosen store', () => {
    const body = toCreateOrderBody({ ...values, store_id: P2, note: ' ' });
    expect(body.store_id).toBe(P2);
    expect(body).not.toHaveProperty('note');
  });

  it('refuses values the line rules refuse', () => {
    expect(() => toCreateOrderBody({ ...values, lines: [line({ price: 'x' })] })).toThrow();
  });
});

describe('formFieldPath', () => {
  it('turns the API’s field names into form paths', () => {
    expect(formFieldPath('lines.3.quantity')).toEqual(['lines', 3, 'quantity']);
    expect(formFieldPath('shipping_address.zip')).toEqual(['shipping_address', 'zip']);
    expect(formFieldPath('store_id')).toEqual(['store_id']);
  });
});

describe('defaultLinePrice', () => {
  it('starts from the import’s selling price in the same currency', () => {
    expect(defaultLinePrice(2450, 'USD', 'USD')).toBe('24.50');
    expect(defaultLinePrice(1200, 'JPY', 'JPY')).toBe('1200');
  });

  it('leaves the price to the merchant in another currency or without a variant', () => {
    expect(defaultLinePrice(2450, 'USD', 'EUR')).toBeNull();
    expect(defaultLinePrice(undefined, 'USD', 'USD')).toBeNull();
  });
});
