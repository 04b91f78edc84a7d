import { SOURCE_SYNCS } from './source-readers';

const ae = SOURCE_SYNCS.aliexpress!;
const parcel = { trackingNumber: 'LP123456785CN' };

describe("AliExpress's order_status words (ADR 040, ADR 042)", () => {
  it('reads an archived order no more, and takes one archived unshipped for cancelled', () => {
    expect(ae.final).toEqual(['FINISH', 'ARCHIVE']);
    expect(ae.cancelled({ status: 'ARCHIVE', parcel: null })).toBe(true);
    expect(ae.cancelled({ status: 'ARCHIVE', parcel })).toBe(false);
    expect(ae.cancelled({ status: 'RISK_CONTROL_HOLD', parcel: null })).toBe(false);
  });

  it('waits for payment only while the order is PLACE_ORDER_SUCCESS', () => {
    expect(ae.awaitsPayment!({ status: 'PLACE_ORDER_SUCCESS', parcel: null })).toBe(true);
    for (const status of ['PAYMENT_PROCESSING', 'RISK_CONTROL', 'WAIT_SELLER_SEND_GOODS'])
      expect(ae.awaitsPayment!({ status, parcel: null })).toBe(false);
  });
});
