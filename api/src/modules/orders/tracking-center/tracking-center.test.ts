import { eq } from 'drizzle-orm';
import { awaitingTrackingListEndpoint, trackingListEndpoint } from '@omni/shared/contracts/orders';
import { orderPlacements, orders, parcelTrackings } from '../../../db/schema';
import { signUp } from '../../../testing/accounts';
import { callEndpoint } from '../../../testing/call-endpoint';
import { demoMerchant } from '../../../testing/demo';
import { useTestApp } from '../../../testing/test-app';
import { followParcels } from '../../parcel-tracking/repository';

const t = useTestApp();

/** The demo's parcels that ship an order, straight from the table. */
async function demoParcels(workplaceId: string) {
  const rows = await t.db
    .select()
    .from(parcelTrackings)
    .where(eq(parcelTrackings.workplaceId, workplaceId));
  return rows.filter((row) => row.reference);
}

describe('GET orders/v2/trackings (supplier-available)', () => {
  it("lists the workplace's parcels with their order, carrier, status and newest event, last updated first", async () => {
    const demo = await demoMerchant(t.app, t.db);
    const caller = { token: demo.token, workplaceId: demo.demoWorkplaceId };
    const stored = await demoParcels(demo.demoWorkplaceId);
    expect(stored.length).toBeGreaterThanOrEqual(3);

    const { http, body } = await callEndpoint(t.app, trackingListEndpoint, caller, { query: {} });
    expect(http).toBe(200);
    const list = body.data!;
    expect(list.total).toBe(stored.length);
    expect(list.items).toHaveLength(stored.length);
    const updated = list.items.map((item) => Date.parse(item.updated_at));
    expect([...updated].sort((a, b) => b - a)).toEqual(updated);

    const usps = list.items.find((item) => item.tracking_number === '9400111899562347105521')!;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, usps.order.id));
    expect(usps).toMatchObject({
      carrier: 'USPS',
      status: 'DELIVERED',
      order: { id: order!.id, name: order!.orderName, section: order!.section },
      latest_event: { status: 'DELIVERED', description: expect.any(String) },
    });
    const row = stored.find((p) => p.trackingNumber === usps.tracking_number)!;
    expect(usps.latest_event!.description).toBe(row.events[0]!.description);
  });

  it('filters by status, searches numbers and order names, and pages on the server', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const caller = { token: demo.token, workplaceId: demo.demoWorkplaceId };
    const stored = await demoParcels(demo.demoWorkplaceId);

    const delivered = await callEndpoint(t.app, trackingListEndpoint, caller, {
      query: { status: 'DELIVERED' },
    });
    const deliveredCount = stored.filter((p) => p.status === 'DELIVERED').length;
    expect(deliveredCount).toBeGreaterThan(0);
    expect(delivered.body.data!.total).toBe(deliveredCount);
    expect(delivered.body.data!.items.every((item) => item.status === 'DELIVERED')).toBe(true);

    const byNumber = await callEndpoint(t.app, trackingListEndpoint, caller, {
      query: { keyword: '562347105' },
    });
    expect(byNumber.body.data!.items.map((item) => item.tracking_number)).toEqual([
      '9400111899562347105521',
    ]);
    const name = byNumber.body.data!.items[0]!.order.name!;
    const byName = await callEndpoint(t.app, trackingListEndpoint, caller, {
      query: { keyword: name },
    });
    expect(byName.body.data!.items.map((item) => item.order.name)).toContain(name);
    // a LIKE wildcard is a literal character, not "anything"
    const wildcard = await callEndpoint(t.app, trackingListEndpoint, caller, {
      query: { keyword: '%' },
    });
    expect(wildcard.body.data!.total).toBe(0);

    const first = await callEndpoint(t.app, trackingListEndpoint, caller, {
      query: { page: 1, page_size: 2 },
    });
    const second = await callEndpoint(t.app, trackingListEndpoint, caller, {
      query: { page: 2, page_size: 2 },
    });
    expect(first.body.data).toMatchObject({ total: stored.length, page: 1, page_size: 2 });
    expect(first.body.data!.items).toHaveLength(2);
    const seen = [...first.body.data!.items, ...second.body.data!.items].map(
      (item) => item.tracking_number,
    );
    expect(new Set(seen).size).toBe(seen.length);

    const bad = await callEndpoint(t.app, trackingListEndpoint, caller, {
      query: { status: 'LOST' as never },
    });
    expect(bad.http).toBe(400);
  });

  it("never shows another workplace's parcels, nor a parcel that names no order of the workplace", async () => {
    const demo = await demoMerchant(t.app, t.db);
    const other = await signUp(t.app, 'tracking-center-other@example.test');
    const [demoOrder] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.workplaceId, demo.demoWorkplaceId))
      .limit(1);
    // the other workplace follows a number naming the demo's order: still not the demo's parcel,
    // and not the other's order either
    await followParcels(t.db, other.workplaceId, [
      { trackingNumber: 'LP900000009CN', reference: demoOrder!.id },
    ]);
    await followParcels(t.db, demo.demoWorkplaceId, [{ trackingNumber: 'LP900000010CN' }]);

    const mine = await callEndpoint(t.app, trackingListEndpoint, other, { query: {} });
    expect(mine.body.data).toMatchObject({ total: 0, items: [] });
    const second = await callEndpoint(
      t.app,
      trackingListEndpoint,
      { token: demo.token, workplaceId: demo.secondWorkplaceId },
      { query: {} },
    );
    expect(second.body.data!.items.map((i) => i.tracking_number)).not.toContain(
      '9400111899562347105521',
    );
    const demoList = await callEndpoint(
      t.app,
      trackingListEndpoint,
      { token: demo.token, workplaceId: demo.demoWorkplaceId },
      { query: { page_size: 100 } },
    );
    const numbers = demoList.body.data!.items.map((i) => i.tracking_number);
    expect(numbers).not.toContain('LP900000009CN');
    expect(numbers).not.toContain('LP900000010CN');

    // a workplace the caller is not a member of answers no list
    const intruder = await callEndpoint(
      t.app,
      trackingListEndpoint,
      { token: other.token, workplaceId: demo.demoWorkplaceId },
      { query: {} },
    );
    expect(intruder.http).toBeGreaterThanOrEqual(400);
  });
});

describe('GET orders/v2/trackings/supplier-unavailable', () => {
  it('lists orders placed with a supplier that has sent no tracking number, longest waiting first', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const caller = { token: demo.token, workplaceId: demo.demoWorkplaceId };
    const { http, body } = await callEndpoint(t.app, awaitingTrackingListEndpoint, caller, {
      query: {},
    });
    expect(http).toBe(200);
    const list = body.data!;
    const cj = list.items.find((item) => item.source_order_numbers.includes('SD2611261122087D13'));
    expect(cj).toMatchObject({
      source: 'cj',
      source_status: 'UNSHIPPED',
      paid_at: expect.any(String),
    });
    expect(list.total).toBe(list.items.length);
    const placed = list.items.map((item) => Date.parse(item.placed_at));
    expect([...placed].sort((a, b) => a - b)).toEqual(placed);

    // no order a parcel ships, and no cancelled order, is waiting
    const shipped = new Set((await demoParcels(demo.demoWorkplaceId)).map((p) => p.reference));
    for (const item of list.items) {
      expect(shipped.has(item.order.id)).toBe(false);
      expect(item.order.section).not.toBe('cancelled');
    }

    const search = await callEndpoint(t.app, awaitingTrackingListEndpoint, caller, {
      query: { keyword: '2611261122087' },
    });
    expect(search.body.data!.items.map((item) => item.order.id)).toEqual([cj!.order.id]);

    // once the supplier reports a parcel, the order is no longer waiting
    await t.db
      .update(orderPlacements)
      .set({ sourceParcels: [{ trackingNumber: 'CJPKL7160102171YQ' }] })
      .where(eq(orderPlacements.orderId, cj!.order.id));
    const after = await callEndpoint(t.app, awaitingTrackingListEndpoint, caller, { query: {} });
    expect(after.body.data!.items.map((item) => item.order.id)).not.toContain(cj!.order.id);
  });

  it("never shows another workplace's orders, and an empty workplace has none", async () => {
    await demoMerchant(t.app, t.db);
    const other = await signUp(t.app, 'tracking-center-empty@example.test');
    const { body } = await callEndpoint(t.app, awaitingTrackingListEndpoint, other, { query: {} });
    expect(body.data).toEqual({ items: [], total: 0, page: 1, page_size: 20 });
  });
});
