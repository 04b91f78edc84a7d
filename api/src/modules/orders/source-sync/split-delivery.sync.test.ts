import type { Database } from '../../../db/database';
import { orderState } from '../placement/placement-test-kit';
import { moveOrdersWithParcels } from '../shipment-tracking/parcel-order-status';
import { useSourceSyncKit } from './source-sync-test-kit';

/*
 * ADR 040, amended: an order placed as several supplier orders (AliExpress's one per seller, or
 * CJ and AliExpress for their lines) is not delivered while one of them that goes on has not
 * shipped, whatever the parcels seen so far say; a seller's cancelled part holds nothing back.
 */

const {
  suppliers,
  t,
  placementsOf,
  placedSplitAliExpressOrder,
  placedWithSuppliers,
  parcelsAre,
  nextSync,
} = useSourceSyncKit();
const { ae } = suppliers;

const parcelOf = (number: string) => ae.orders.get(number)!.shipment!.trackingNumber;

/** A push of the tracking service telling the parcel delivered, as applyTracking brings it. */
const pushedDelivered = (workplaceId: string, orderId: string, trackingNumber: string) =>
  t.db.transaction((tx) =>
    moveOrdersWithParcels(tx as unknown as Database, [
      { workplaceId, reference: orderId, trackingNumber, status: 'DELIVERED' },
    ]),
  );

/**
 * A split placement whose first seller shipped and whose parcel is delivered, the second seller
 * not shipped yet.
 */
async function firstSellerDelivered(email: string) {
  const m = await placedSplitAliExpressOrder(email);
  const [first, second] = m.numbers as [string, string];
  await ae.advance(first, 'WAIT_BUYER_ACCEPT_GOODS');
  await ae.advance(second, 'WAIT_SELLER_SEND_GOODS');
  await nextSync();
  await parcelsAre(m.user.workplaceId, [parcelOf(first)], 'DELIVERED');
  await nextSync();
  return { ...m, workplaceId: m.user.workplaceId, first, second };
}

describe('an AliExpress placement split over two sellers, delivered', () => {
  it('is not delivered while the second seller has not shipped, and is once both parcels are', async () => {
    // the first seller ships and its parcel is delivered; the second has not shipped
    const m = await firstSellerDelivered('split-deliv-wait@example.test');
    const { workplaceId, first, second } = m;
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'shipment',
      subStatus: 'in_transit',
    });
    // the tracking service's push of the delivered parcel does not deliver it either
    await pushedDelivered(workplaceId, m.order.id, parcelOf(first));
    expect((await orderState(t.db, m.order.id)).subStatus).toBe('in_transit');
    // nor the first seller's order finishing
    await ae.advance(first, 'FINISH');
    await nextSync();
    expect((await orderState(t.db, m.order.id)).subStatus).toBe('in_transit');
    expect((await placementsOf(m.order.id))[0]!.sourceParcels).toEqual([
      expect.objectContaining({ trackingNumber: parcelOf(first), sourceOrderNo: first }),
    ]);

    // the second seller ships: still on its way
    await ae.advance(second, 'WAIT_BUYER_ACCEPT_GOODS');
    await nextSync();
    await parcelsAre(workplaceId, [parcelOf(second)], 'IN_TRANSIT');
    await nextSync();
    expect((await orderState(t.db, m.order.id)).subStatus).toBe('in_transit');

    // its parcel delivered too: so is the order
    await parcelsAre(workplaceId, [parcelOf(second)], 'DELIVERED');
    await pushedDelivered(workplaceId, m.order.id, parcelOf(second));
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'shipment',
      subStatus: 'delivered',
    });
  });

  it('is delivered with one seller’s part cancelled and the other’s delivered', async () => {
    // the first seller ships and is delivered while the second is still to ship: on its way
    const m = await firstSellerDelivered('split-deliv-cancel@example.test');
    expect((await orderState(t.db, m.order.id)).subStatus).toBe('in_transit');

    // the second seller closes its order unshipped: nothing more is coming, the order is delivered
    await ae.advance(m.second, 'FINISH');
    await nextSync();
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'shipment',
      subStatus: 'delivered',
    });
  });
});

describe('an order placed with CJ and AliExpress, delivered', () => {
  it('is not delivered while CJ has not shipped, and is once CJ cancels its part', async () => {
    const m = await placedWithSuppliers(['cj', 'aliexpress'], 'two-sources-deliv@example.test');
    const workplaceId = m.user.workplaceId;
    const aeNumber = m.numbers.aliexpress!;
    await ae.advance(aeNumber, 'WAIT_BUYER_ACCEPT_GOODS');
    await nextSync();
    await parcelsAre(workplaceId, [parcelOf(aeNumber)], 'DELIVERED');
    await ae.advance(aeNumber, 'FINISH');
    await nextSync();
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'shipment',
      subStatus: 'in_transit',
    });

    // CJ cancels its part before shipping: the order no longer waits for it
    await suppliers.cj.advance(m.numbers.cj!, 'CANCELLED');
    await nextSync();
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'shipment',
      subStatus: 'delivered',
    });
  });
});
