import {
  awaitsPaymentOnSource,
  combineSourceOrders,
  distinctParcels,
  SOURCE_SYNCS,
} from './source-readers';

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

describe('a placement AliExpress split into one order per seller (ADR 040, amended)', () => {
  const order = (number: string, status: string, numbers: string[] = []) => ({
    number,
    status,
    parcels: numbers.map((trackingNumber) => ({ trackingNumber })),
  });

  it('is as far as its least advanced order, with every order’s parcels', () => {
    const seen = combineSourceOrders(ae, [
      order('9007199254740993', 'FINISH', ['LP1']),
      order('9007199254740994', 'WAIT_BUYER_ACCEPT_GOODS', ['LP2', 'LP1']),
    ]);
    expect(seen.status).toBe('WAIT_BUYER_ACCEPT_GOODS');
    expect(seen.parcels).toEqual([{ trackingNumber: 'LP1' }, { trackingNumber: 'LP2' }]);
    expect(seen.orders!.map((o) => o.number)).toEqual(['9007199254740993', '9007199254740994']);
    expect(ae.final.includes(seen.status)).toBe(false);
  });

  it('shows an order held or disputed before those on their way, and a word it does not know first', () => {
    const held = [order('1', 'WAIT_BUYER_ACCEPT_GOODS', ['LP1']), order('2', 'IN_ISSUE')];
    expect(combineSourceOrders(ae, held).status).toBe('IN_ISSUE');
    const unknown = [order('1', 'WAIT_SELLER_SEND_GOODS'), order('2', 'NEW_WORD')];
    expect(combineSourceOrders(ae, unknown).status).toBe('NEW_WORD');
  });

  it('leaves a cancelled order out while others go on, and is cancelled once all are', () => {
    const one = combineSourceOrders(ae, [
      order('1', 'FINISH'),
      order('2', 'WAIT_SELLER_SEND_GOODS'),
    ]);
    expect(one.status).toBe('WAIT_SELLER_SEND_GOODS');
    expect(ae.cancelled(one)).toBe(false);
    const all = combineSourceOrders(ae, [order('1', 'FINISH'), order('2', 'ARCHIVE')]);
    expect(all).toMatchObject({ status: 'FINISH', parcels: [] });
    expect(ae.cancelled(all)).toBe(true);
  });

  it('waits for payment while any of its orders does', () => {
    const seen = combineSourceOrders(ae, [
      order('1', 'IN_ISSUE'),
      order('2', 'PLACE_ORDER_SUCCESS'),
    ]);
    expect(awaitsPaymentOnSource(ae, seen)).toBe(true);
    expect(
      awaitsPaymentOnSource(
        ae,
        combineSourceOrders(ae, [order('1', 'IN_ISSUE'), order('2', 'WAIT_SELLER_SEND_GOODS')]),
      ),
    ).toBe(false);
  });
});
