import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { publicTrackingEndpoint, type PublicTracking } from '@omni/shared/contracts/orders';
import { orderPlacements, orders, parcelTrackings } from '../../../db/schema';
import { demoMerchant } from '../../../testing/demo';
import { call, useTestApp } from '../../../testing/test-app';

const t = useTestApp();

const URL = (orderId: string) => `/api/open-api/orders/tracking/${encodeURIComponent(orderId)}`;

/** The demo's delivered order (USPS, Chicago): its id, as the seed wrote it. */
async function deliveredDemoOrder() {
  const demo = await demoMerchant(t.app, t.db);
  const [parcel] = await t.db
    .select({ orderId: parcelTrackings.reference })
    .from(parcelTrackings)
    .where(eq(parcelTrackings.trackingNumber, '9400111899562347105521'));
  return { demo, orderId: parcel!.orderId! };
}

describe('GET open-api/orders/tracking/:order_id', () => {
  it('is public in the contract and in the API docs', async () => {
    expect(publicTrackingEndpoint.access).toBe('public');
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { security?: unknown } }>;
    };
    const path = doc.paths['/api/open-api/orders/tracking/{order_id}'];
    expect(path?.get).toBeDefined();
    expect(path!.get!.security).toBeUndefined();
  });

  it("answers a signed-out visitor the order's name, store and parcel with the carrier's events, and nothing personal", async () => {
    const { demo, orderId } = await deliveredDemoOrder();
    const { http, body } = await call<PublicTracking>(t.app, 'GET', URL(orderId));
    expect(http).toBe(200);
    const data = body.data!;
    const [order] = await t.db
      .select({ name: orders.orderName })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(data.order_name).toBe(order!.name);
    expect(data.order_name).toMatch(/^#\d+$/);
    expect(data.store_name).toEqual(expect.any(String));
    expect(data.parcels).toHaveLength(1);
    const [parcel] = data.parcels;
    expect(parcel).toMatchObject({
      tracking_number: '9400111899562347105521',
      carrier: 'USPS',
      status: 'DELIVERED',
    });
    // newest first, as the tracking service reported them
    expect(parcel!.events.at(-1)).toEqual({
      time: expect.any(String),
      description: 'Shipping label created, USPS awaiting item',
      location: 'Ontario, CA, US',
      status: 'INFO_RECEIVED',
    });
    expect(parcel!.events[0]!.status).toBe('DELIVERED');
    expect(parcel!.delivered_at).toBe(parcel!.events[0]!.time);
    const times = parcel!.events.map((event) => Date.parse(event.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // exactly these keys: no address, buyer, price, supplier or workplace
    expect(Object.keys(data).sort()).toEqual(['order_name', 'parcels', 'store_name']);
    expect(Object.keys(parcel!).sort()).toEqual([
      'carrier',
      'delivered_at',
      'events',
      'status',
      'tracking_number',
    ]);
    for (const event of parcel!.events)
      expect(['description', 'location', 'status', 'time']).toEqual(
        expect.arrayContaining(Object.keys(event)),
      );
    const [placement] = await t.db
      .select()
      .from(orderPlacements)
      .where(eq(orderPlacements.orderId, orderId));
    const text = JSON.stringify(body);
    for (const secret of [
      'Brooks',
      'Lincoln',
      '60614',
      '555 0164',
      '@',
      demo.demoWorkplaceId,
      orderId,
      placement!.sourceOrderNumbers[0]!,
      placement!.reference,
      'cj',
    ])
      expect(text).not.toContain(secret);
  });

  it('answers an order that has not shipped with no parcels', async () => {
    const { demo } = await deliveredDemoOrder();
    const [ready] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.workplaceId, demo.demoWorkplaceId), eq(orders.section, 'placement')))
      .limit(1);
    const { http, body } = await call<PublicTracking>(t.app, 'GET', URL(ready!.id));
    expect(http).toBe(200);
    expect(body.data!.parcels).toEqual([]);
  });

  it('answers unknown and malformed ids with the same 404', async () => {
    await deliveredDemoOrder();
    const answers = await Promise.all(
      [randomUUID(), 'not-a-uuid', '1007', "1' OR '1'='1", '%00'].map((id) =>
        call(t.app, 'GET', URL(id)),
      ),
    );
    for (const answer of answers) {
      expect(answer.http).toBe(404);
      expect(answer.body).toEqual(answers[0]!.body);
    }
    expect(answers[0]!.body).toMatchObject({ message: 'DataNotFound', data: null });
  });

  it('answers the same with a session of another workplace: the link is the key', async () => {
    const { demo, orderId } = await deliveredDemoOrder();
    const signedIn = await call<PublicTracking>(t.app, 'GET', URL(orderId), {
      token: demo.token,
      workplaceId: demo.secondWorkplaceId,
    });
    const signedOut = await call<PublicTracking>(t.app, 'GET', URL(orderId));
    expect(signedIn.http).toBe(200);
    expect(signedIn.body).toEqual(signedOut.body);
  });

  // last: it spends the client address's allowance
  it('is rate-limited per client address', async () => {
    const id = randomUUID();
    let last = 0;
    for (let i = 0; i < 61; i += 1) last = (await call(t.app, 'GET', URL(id))).http;
    expect(last).toBe(429);
  });
});
