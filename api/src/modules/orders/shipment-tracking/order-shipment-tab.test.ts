import { orderShipmentTab } from './parcel-order-status';

/* ADR 041, amended: an order shipped as several parcels is as far as its least advanced parcel. */

describe('the shipment tab of an order with several parcels', () => {
  it('is its only parcel’s tab when it has one', () => {
    expect(orderShipmentTab(['IN_TRANSIT'])).toBe('in_transit');
    expect(orderShipmentTab(['DELIVERED'])).toBe('delivered');
  });

  it('is delivered only once every parcel is', () => {
    expect(orderShipmentTab(['DELIVERED', 'IN_TRANSIT'])).toBe('in_transit');
    expect(orderShipmentTab(['OUT_FOR_DELIVERY', 'DELIVERED', 'NOT_FOUND'])).toBe('not_found');
    expect(orderShipmentTab(['DELIVERED', 'AVAILABLE_FOR_PICKUP'])).toBe('available_for_pickup');
    expect(orderShipmentTab(['DELIVERED', 'DELIVERED'])).toBe('delivered');
  });

  it('follows the least advanced parcel, whichever changed last', () => {
    expect(orderShipmentTab(['IN_TRANSIT', 'INFO_RECEIVED'])).toBe('info_received');
    expect(orderShipmentTab(['INFO_RECEIVED', 'IN_TRANSIT'])).toBe('info_received');
    expect(orderShipmentTab(['OUT_FOR_DELIVERY', 'IN_TRANSIT'])).toBe('in_transit');
  });

  it('shows a parcel in trouble before any progress of the others', () => {
    expect(orderShipmentTab(['DELIVERED', 'EXCEPTION'])).toBe('exception');
    expect(orderShipmentTab(['NOT_FOUND', 'DELIVERY_FAILURE'])).toBe('delivery_failure');
    expect(orderShipmentTab(['EXPIRED', 'IN_TRANSIT'])).toBe('expired');
    expect(orderShipmentTab(['EXPIRED', 'EXCEPTION'])).toBe('exception');
  });

  it('guesses nothing without parcels, or when one has a status without a tab', () => {
    expect(orderShipmentTab([])).toBeUndefined();
    expect(orderShipmentTab(['DELIVERED', 'ALERT'])).toBeUndefined();
    expect(orderShipmentTab(['PENDING'])).toBeUndefined();
    expect(orderShipmentTab([null])).toBeUndefined();
  });
});

describe('the shipment tab of an order with a supplier order still to ship (ADR 040, amended)', () => {
  it('goes no further than in_transit', () => {
    const awaiting = { awaitingSupplier: true };
    expect(orderShipmentTab(['DELIVERED'], awaiting)).toBe('in_transit');
    expect(orderShipmentTab(['DELIVERED', 'OUT_FOR_DELIVERY'], awaiting)).toBe('in_transit');
    expect(orderShipmentTab(['AVAILABLE_FOR_PICKUP'], awaiting)).toBe('in_transit');
  });

  it('still shows a parcel less advanced, or in trouble, and guesses nothing more', () => {
    const awaiting = { awaitingSupplier: true };
    expect(orderShipmentTab(['DELIVERED', 'INFO_RECEIVED'], awaiting)).toBe('info_received');
    expect(orderShipmentTab(['DELIVERED', 'EXCEPTION'], awaiting)).toBe('exception');
    expect(orderShipmentTab([], awaiting)).toBeUndefined();
    expect(orderShipmentTab(['DELIVERED', 'ALERT'], awaiting)).toBeUndefined();
    expect(orderShipmentTab(['DELIVERED'], { awaitingSupplier: false })).toBe('delivered');
  });
});
