import {
  orderListEndpoint,
  orderPanelEndpoint,
  placementEntriesEndpoint,
  requestOrdersEndpoint,
} from '@omni/shared/contracts/orders';
import { inWorkplaceScope } from '../../../db/tenant-scope';
import { callEndpoint } from '../../../testing/call-endpoint';
import { useSupplierStandIns } from '../../../testing/supplier-stand-ins';
import { useTestApp } from '../../../testing/test-app';
import { drainJobs } from '../../push/push-test-kit';
import { supplierSources } from '../../supplier-accounts/supplier-sources';
import { placementMerchant, standInVariants } from './placement-test-kit';

/**
 * AliExpress order ids are Longs of 16 digits, 8.19e15 today: a double holds integers exactly only
 * up to 2^53 (9007199254740992), so ids a little further on come back rounded from any Number(),
 * parseInt or plain JSON.parse on the way. The stand-in here hands out ids from 2^53 + 1, which a
 * double rounds to 2^53, and 2^53 + 3, which it rounds to 2^53 + 4 — the id of the next order.
 */
const FIRST = '9007199254740993';
const SECOND = '9007199254740994';
const THIRD = '9007199254740995';

const { ae, cj, urls } = useSupplierStandIns({ ae: { firstOrderId: FIRST } });
const t = useTestApp();
const { aeVariant } = standInVariants({ ae, cj });

describe('outside order ids past 2^53', () => {
  it('keeps the AliExpress order numbers exact from its answer to the order center, and reads the orders back by them', async () => {
    const m = await placementMerchant(t.app, t.db, urls.ae, 'exact-ids@example.test');
    const orders = [];
    for (let n = 0; n < 3; n += 1) orders.push(await m.order([aeVariant(n)]));

    const placed = await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: orders.map((o) => o.id) },
    });
    expect(placed.body.data!.entries).toHaveLength(3);
    await drainJobs(t.app);

    const after = await callEndpoint(t.app, placementEntriesEndpoint, m.caller, {
      query: { ids: placed.body.data!.entries.map((e) => e.id).join(',') },
    });
    const numberOf = (orderId: string) =>
      after.body.data!.entries.find((e) => e.order_id === orderId)!.source_order_numbers;
    const placedNumbers = orders.map((o) => numberOf(o.id));
    // each supplier order under its own id, exactly as the supplier gave it
    expect(placedNumbers.flat().sort()).toEqual([FIRST, SECOND, THIRD]);
    for (const [n, order] of orders.entries()) {
      const [number] = placedNumbers[n]!;
      expect(ae.orders.get(number!)?.outOrderId).toBe(
        after.body.data!.entries.find((e) => e.order_id === order.id)!.reference,
      );
    }

    // the order center shows them and finds the order by them
    const panel = await callEndpoint(t.app, orderPanelEndpoint, m.caller, {
      params: { order_id: orders[0]!.id },
    });
    expect(panel.body.data!.source_orders.map((s) => s.order_no)).toEqual([placedNumbers[0]]);
    const found = await callEndpoint(t.app, orderListEndpoint, m.caller, {
      query: {
        order_status: 'payment',
        keyword: placedNumbers[2]![0]!,
        from_date: orders[2]!.createdAt.toISOString().slice(0, 10),
        to_date: orders[2]!.createdAt.toISOString().slice(0, 10),
      },
    });
    expect(found.body.data!.orders.map((o) => o.id)).toEqual([orders[2]!.id]);

    // the id goes back to AliExpress exactly: order.get and tracking.get find the order
    await inWorkplaceScope(m.user.workplaceId, async () => {
      const supplier = await supplierSources(t.app.ctx).forWorkplace(
        m.user.workplaceId,
        'aliexpress',
      );
      const read = await supplier.orderGet(FIRST);
      expect(read).toMatchObject({ orderNumber: FIRST, status: 'waiting_payment' });
      const shipped = await ae.app.inject({
        method: 'POST',
        url: '/_control/ship',
        payload: { orderId: FIRST },
      });
      expect(shipped.statusCode).toBe(200);
      const [parcel] = await supplier.tracking(FIRST);
      expect(parcel!.trackingNumber).toBe(
        (shipped.json() as { shipment: { trackingNumber: string } }).shipment.trackingNumber,
      );
    });
  });
});
