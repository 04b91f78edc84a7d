import {
  defaultSubStatus,
  isSubStatusOf,
  ORDER_SECTION_KEYS,
  resolveOrderFilters,
  subStatusesOf,
} from './order-sections';

describe('order center sections', () => {
  it('lists the five sections of the spec in order', () => {
    expect(ORDER_SECTION_KEYS).toEqual(['placement', 'payment', 'shipment', 'cancelled', 'refund']);
  });

  it.each([
    ['placement', 'ready'],
    ['payment', 'all'],
    ['shipment', 'all'],
    ['cancelled', 'channel'],
    ['refund', 'all'],
  ] as const)('opens %s on %s', (section, expected) => {
    expect(defaultSubStatus(section)).toBe(expected);
  });

  it('knows the shipment tracking sub-statuses', () => {
    expect(subStatusesOf('shipment')).toHaveLength(10);
    expect(isSubStatusOf('shipment', 'out_for_delivery')).toBe(true);
    expect(isSubStatusOf('payment', 'out_for_delivery')).toBe(false);
  });
});

describe('resolveOrderFilters', () => {
  it('defaults to new orders ready to place', () => {
    expect(resolveOrderFilters(null, null)).toEqual({ section: 'placement', subStatus: 'ready' });
  });

  it('keeps a valid pair', () => {
    expect(resolveOrderFilters('refund', 'pending')).toEqual({
      section: 'refund',
      subStatus: 'pending',
    });
  });

  it('falls back to the section default for a sub-status of another section', () => {
    expect(resolveOrderFilters('cancelled', 'pending')).toEqual({
      section: 'cancelled',
      subStatus: 'channel',
    });
  });

  it('falls back to the default section for an unknown section', () => {
    expect(resolveOrderFilters('archive', 'all')).toEqual({
      section: 'placement',
      subStatus: 'ready',
    });
  });

  it('ignores inherited object keys', () => {
    expect(resolveOrderFilters('toString', null).section).toBe('placement');
  });
});
