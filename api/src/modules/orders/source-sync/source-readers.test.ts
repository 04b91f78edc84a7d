import { distinctParcels, SOURCE_SYNCS } from './source-readers';

const ae = SOURCE_SYNCS.aliexpress!;
const parcels = [{ trackingNumber: 'LP123456785CN' }];

describe("AliExpress's order_status words (ADR 040, ADR 042)", () => {
  it('reads an archived order no more, and takes one archived unshipped for cancelled', () => {
    expect(ae.final).toEqual(['FINISH', 'ARCHIVE']);
    expect(ae.cancelled({ status: 'ARCHIVE', parcels: [] })).toBe(true);
    expect(ae.cancelled({ status: 'ARCHIVE', parcels })).toBe(false);
    expect(ae.cancelled({ status: 'RISK_CONTROL_HOLD', parcels: [] })).toBe(false);
  });

  it('waits for payment only while the order is PLACE_ORDER_SUCCESS', () => {
    expect(ae.awaitsPayment!({ status: 'PLACE_ORDER_SUCCESS', parcels: [] })).toBe(true);
    for (const status of ['PAYMENT_PROCESSING', 'RISK_CONTROL', 'WAIT_SELLER_SEND_GOODS'])
      expect(ae.awaitsPayment!({ status, parcels: [] })).toBe(false);
  });
});

describe('the parcels a source reports', () => {
  it('keeps each number once, in the order the source gave them, with the carrier first given', () => {
    expect(
      distinctParcels([
        { trackingNumber: 'LP1', carrier: 'Cainiao' },
        { trackingNumber: 'LP2' },
        { trackingNumber: 'LP1', carrier: 'YunExpress' },
        { trackingNumber: '' },
      ]),
    ).toEqual([{ trackingNumber: 'LP1', carrier: 'Cainiao' }, { trackingNumber: 'LP2' }]);
  });

  it('takes AliExpress closing an order with several parcels for the end of a shipped order', () => {
    const two = [{ trackingNumber: 'LP1' }, { trackingNumber: 'LP2' }];
    expect(ae.cancelled({ status: 'FINISH', parcels: two })).toBe(false);
  });
});
