import { shipmentStatusFromStage } from './shipment-status';

describe('shipmentStatusFromStage', () => {
  it.each([
    ['NotFound', 'NOT_FOUND'],
    ['InfoReceived', 'INFO_RECEIVED'],
    ['InTransit', 'IN_TRANSIT'],
    ['AvailableForPickup', 'AVAILABLE_FOR_PICKUP'],
    ['OutForDelivery', 'OUT_FOR_DELIVERY'],
    ['Delivered', 'DELIVERED'],
    ['Expired', 'EXPIRED'],
    ['DeliveryFailure', 'DELIVERY_FAILURE'],
    ['Exception', 'EXCEPTION'],
    ['In transit', 'IN_TRANSIT'],
    ['out-for-delivery', 'OUT_FOR_DELIVERY'],
  ])('maps %s to %s', (stage, status) => {
    expect(shipmentStatusFromStage(stage)).toBe(status);
  });

  it('leaves unknown words and blanks undefined', () => {
    expect(shipmentStatusFromStage('Something else')).toBeUndefined();
    expect(shipmentStatusFromStage('')).toBeUndefined();
    expect(shipmentStatusFromStage(undefined)).toBeUndefined();
  });
});
