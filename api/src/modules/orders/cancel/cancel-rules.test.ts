import { cancelRefusal } from './cancel-rules';

describe('cancelRefusal', () => {
  it('lets a new order that no supplier has be cancelled', () => {
    expect(cancelRefusal({ section: 'placement', placementStatuses: [] })).toBeNull();
    expect(cancelRefusal({ section: 'placement', placementStatuses: ['error'] })).toBeNull();
  });

  it('refuses an order a supplier has or is being asked for', () => {
    expect(cancelRefusal({ section: 'placement', placementStatuses: ['processing'] })).toBe(
      'placed',
    );
    expect(cancelRefusal({ section: 'placement', placementStatuses: ['error', 'success'] })).toBe(
      'placed',
    );
    for (const section of ['payment', 'shipment', 'refund'])
      expect(cancelRefusal({ section, placementStatuses: [] })).toBe('placed');
  });

  it('says an order in the cancelled section is cancelled already', () => {
    expect(cancelRefusal({ section: 'cancelled', placementStatuses: ['error'] })).toBe(
      'already_cancelled',
    );
  });
});
