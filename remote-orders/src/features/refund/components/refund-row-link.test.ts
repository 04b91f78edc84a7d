import { offersRefund } from './refund-row-link';

const placement = (paid: boolean, status = 'success') => ({
  source: 'cj',
  status,
  source_order_numbers: ['1'],
  cost_minor: 100,
  cost_currency: 'USD',
  paid,
  error_key: null,
});

describe('offersRefund', () => {
  it('offers a refund for a paid supplier order placed, in payment or shipment', () => {
    expect(
      offersRefund({ section: 'payment', archived: false, placements: [placement(true)] }),
    ).toBe(true);
    expect(
      offersRefund({ section: 'shipment', archived: false, placements: [placement(true)] }),
    ).toBe(true);
  });

  it('not before payment, not once in the refund section, not when archived', () => {
    expect(
      offersRefund({ section: 'payment', archived: false, placements: [placement(false)] }),
    ).toBe(false);
    expect(
      offersRefund({ section: 'refund', archived: false, placements: [placement(true)] }),
    ).toBe(false);
    expect(
      offersRefund({ section: 'shipment', archived: true, placements: [placement(true)] }),
    ).toBe(false);
    expect(
      offersRefund({ section: 'payment', archived: false, placements: [placement(true, 'error')] }),
    ).toBe(false);
  });
});
