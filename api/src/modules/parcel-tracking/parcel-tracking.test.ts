import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTrackingStandIn } from '../../../../sandbox/src/tracking/app';
import { SANDBOX_TRACKING_API_KEY } from '../../../../sandbox/src/tracking/stand-in';
import { signUp } from '../../testing/accounts';
import { useTestApp } from '../../testing/test-app';
import { ParcelTrackingService } from './parcel-tracking-service';
import { listParcels } from './repository';

const clock = { now: Date.parse('2026-05-01T08:00:00Z') };
const STEP = 60_000;
const pushes: { sign: string; body: string }[] = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    pushes.push({ sign: req.headers.sign as string, body });
    res.writeHead(200).end();
  });
});
const standIn = buildTrackingStandIn({ apiKey: SANDBOX_TRACKING_API_KEY, now: () => clock.now });
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  await standIn.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(standIn.app.server.address() as AddressInfo).port}`;
  process.env.SANDBOX_TRACKING_URL = origin;
  await fetch(`${origin}/_control/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/push`,
    }),
  });
});
afterAll(async () => {
  await standIn.app.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const t = useTestApp();

const ship = (trackingNumber: string) =>
  fetch(`${origin}/_control/shipments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      trackingNumber,
      outcome: 'delivered',
      destinationCountry: 'DE',
      shippedAt: clock.now,
      stepMs: STEP,
    }),
  });

const deliver = (push: { sign?: string; body: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tracking/17track/webhook',
    headers: { 'content-type': 'application/json', ...(push.sign ? { sign: push.sign } : {}) },
    payload: push.body,
  });

describe('parcel tracking', () => {
  it('follows parcels, pulls their status and applies signed pushes; unsigned or altered pushes change nothing', async () => {
    const user = await signUp(t.app, 'parcels@example.test');
    const service = new ParcelTrackingService(t.db);
    const followed = await service.follow(user.workplaceId, [
      { trackingNumber: 'LP600000006CN', reference: 'order-6' },
      { trackingNumber: 'bad' },
    ]);
    expect(followed.followed).toEqual(['LP600000006CN']);
    expect(followed.rejected).toHaveLength(1);
    expect((await listParcels(t.db, user.workplaceId))[0]).toMatchObject({
      status: 'NOT_FOUND',
      reference: 'order-6',
    });

    await ship('LP600000006CN');
    const [pulled] = await service.refresh(user.workplaceId);
    expect(pulled).toMatchObject({ status: 'INFO_RECEIVED' });
    expect(pulled!.events).toHaveLength(1);

    clock.now += 2 * STEP;
    pushes.length = 0;
    await standIn.tick();
    const push = pushes[0]!;
    expect(push.body).toContain('LP600000006CN');

    const altered = await deliver({
      sign: push.sign,
      body: push.body.replace('"order-6"', '"order-7"'),
    });
    expect(altered.statusCode).toBe(401);
    expect((await deliver({ body: push.body })).statusCode).toBe(401);
    expect((await listParcels(t.db, user.workplaceId))[0]!.status).toBe('INFO_RECEIVED');

    const accepted = await deliver(push);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ data: { updated: 1 } });
    const [row] = await listParcels(t.db, user.workplaceId);
    expect(row).toMatchObject({ status: 'IN_TRANSIT' });
    expect(row!.events[0]!.description).toMatch(/departed/i);

    // the same push delivered again, or an older one, leaves the newer state alone
    expect((await deliver(push)).statusCode).toBe(200);
    expect((await listParcels(t.db, user.workplaceId))[0]!.events).toHaveLength(3);
  });

  it('keeps each workplace to its own parcels', async () => {
    const a = await signUp(t.app, 'parcels-a@example.test');
    const b = await signUp(t.app, 'parcels-b@example.test');
    const service = new ParcelTrackingService(t.db);
    await service.follow(a.workplaceId, [{ trackingNumber: 'LP700000007CN' }]);
    expect(await listParcels(t.db, b.workplaceId)).toEqual([]);
    expect(await service.refresh(b.workplaceId, ['LP700000007CN'])).toEqual([]);
  });
});
