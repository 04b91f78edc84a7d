import { idsFor, placementSources, rowAction, shippingTimeRange } from './order-row-values';

const placement = (source: string) => ({
  source,
  status: 'success',
  source_order_numbers: [],
  cost_minor: null,
  cost_currency: null,
  paid: false,
  error_key: null,
});

describe('order row values', () => {
  it('shows a shipping time as n-m, and a dash when empty, 0 or over 99 days (spec 002 §5)', () => {
    expect(shippingTimeRange('7-12')).toBe('7-12');
    expect(shippingTimeRange('7-12d')).toBe('7-12');
    expect(shippingTimeRange('9')).toBe('9');
    expect(shippingTimeRange(null)).toBe('-');
    expect(shippingTimeRange('0-0')).toBe('-');
    expect(shippingTimeRange('10-120')).toBe('-');
    expect(shippingTimeRange('soon')).toBe('-');
  });

  it('names each source of the placements once', () => {
    expect(placementSources([placement('cj'), placement('aliexpress'), placement('cj')])).toEqual([
      'cj',
      'aliexpress',
    ]);
  });

  it('places new orders, pays the waiting ones and only views the rest or archived ones', () => {
    expect(rowAction({ section: 'placement', sub_status: 'ready', archived: false })).toBe('place');
    expect(rowAction({ section: 'payment', sub_status: 'waiting_payment', archived: false })).toBe(
      'pay',
    );
    expect(rowAction({ section: 'payment', sub_status: 'order_placed', archived: false })).toBe(
      'view',
    );
    expect(rowAction({ section: 'placement', sub_status: 'ready', archived: true })).toBe('view');
    const rows = [
      { id: 'a', section: 'payment', sub_status: 'waiting_payment', archived: false },
      { id: 'b', section: 'payment', sub_status: 'order_placed', archived: false },
    ];
    expect(idsFor(rows, 'pay')).toEqual(['a']);
  });
});
