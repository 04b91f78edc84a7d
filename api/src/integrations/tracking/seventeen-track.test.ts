import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTrackingStandIn } from '../../../../sandbox/src/tracking/app';
import { OutboundClient } from '../http/outbound-client';
import { SeventeenTrackClient, TrackingApiError, type ParcelTracking } from './seventeen-track';

const KEY = 'test-17track-key';
const clock = { now: Date.parse('2026-03-01T10:00:00Z') };
const STEP = 60_000;

let standIn: ReturnType<typeof buildTrackingStandIn>;
let apiUrl = '';
let origin = '';
const pushes: { sign: string | undefined; body: string }[] = [];
let receiver: http.Server;
let pushAnswer = 200;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      pushes.push({ sign: req.headers.sign as string | undefined, body });
      res.writeHead(pushAnswer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  standIn = buildTrackingStandIn({
    apiKey: KEY,
    now: () => clock.now,
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
  });
  await standIn.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(standIn.app.server.address() as AddressInfo).port}`;
  apiUrl = `${origin}/track/v2.2`;
});
afterAll(async () => {
  await standIn.app.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const client = (key = KEY) =>
  new SeventeenTrackClient(
    { apiUrl, apiKey: key, sandbox: true },
    new OutboundClient({ service: 'tracking', retry: { baseDelayMs: 1 } }),
  );

const ship = (trackingNumber: string, outcome: string) =>
  fetch(`${origin}/_control/shipments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      trackingNumber,
      outcome,
      destinationCountry: 'FR',
      shippedAt: clock.now,
      stepMs: STEP,
    }),
  });

describe('17TRACK-style tracking against the stand-in', () => {
  it('registers numbers (twice is fine) and rejects malformed ones', async () => {
    const first = await client().register(
      [{ number: 'LP100000001CN', tag: 'order-1' }, { number: 'x' }],
      'wp-1',
    );
    expect(first.accepted).toEqual(['LP100000001CN']);
    expect(first.rejected).toEqual([expect.objectContaining({ number: 'x' })]);
    expect((await client().register([{ number: 'LP100000001CN' }], 'wp-1')).accepted).toEqual([
      'LP100000001CN',
    ]);
  });

  it('pulls NOT_FOUND before the carrier knows the parcel, then statuses over time', async () => {
    const tracking = client();
    await tracking.register([{ number: 'LP100000002CN', tag: 'order-2' }], 'wp-1');
    const [before] = await tracking.trackInfo([{ number: 'LP100000002CN' }], 'wp-1');
    expect(before).toMatchObject({ status: 'NOT_FOUND', events: [], tag: 'order-2' });

    await ship('LP100000002CN', 'delivered');
    const seen: ParcelTracking['status'][] = [];
    for (let step = 0; step < 8; step += 1) {
      const [parcel] = await tracking.trackInfo([{ number: 'LP100000002CN' }], 'wp-1');
      seen.push(parcel!.status);
      clock.now += STEP;
    }
    expect(seen).toEqual([
      'INFO_RECEIVED',
      'IN_TRANSIT',
      'IN_TRANSIT',
      'IN_TRANSIT',
      'IN_TRANSIT',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
      'DELIVERED',
    ]);
    const [done] = await tracking.trackInfo([{ number: 'LP100000002CN' }], 'wp-1');
    expect(done!.events).toHaveLength(7);
    expect(done!.events[0]).toMatchObject({ status: 'DELIVERED', location: 'FR' });
  });

  it.each([
    ['pickup', 'AVAILABLE_FOR_PICKUP', 5],
    ['failure', 'DELIVERY_FAILURE', 6],
    ['exception', 'EXCEPTION', 4],
  ])('maps the %s ending to %s', async (outcome, status, steps) => {
    const number = `LP2000000${steps}${outcome.length}CN`;
    const tracking = client();
    await tracking.register([{ number }], 'wp-1');
    await ship(number, outcome);
    clock.now += steps * STEP;
    const [parcel] = await tracking.trackInfo([{ number }], 'wp-1');
    expect(parcel!.events.map((e) => e.status)).toContain(status);
    clock.now += 10 * STEP;
  });

  it('pushes signed updates that verify, and a tampered body or wrong key does not', async () => {
    const tracking = client();
    await tracking.register([{ number: 'LP300000003CN', tag: 'order-3' }], 'wp-1');
    await ship('LP300000003CN', 'delivered');
    pushes.length = 0;
    await standIn.tick();
    const push = pushes.find((p) => p.body.includes('LP300000003CN'))!;
    expect(tracking.verifyPush(push.body, push.sign)).toBe(true);
    expect(tracking.parsePush(push.body)).toMatchObject({
      trackingNumber: 'LP300000003CN',
      status: 'INFO_RECEIVED',
      tag: 'order-3',
    });

    expect(tracking.verifyPush(push.body.replace('order-3', 'order-4'), push.sign)).toBe(false);
    expect(tracking.verifyPush(push.body, undefined)).toBe(false);
    expect(client('another-key').verifyPush(push.body, push.sign)).toBe(false);

    // nothing new: no second push; a new event: pushed again
    pushes.length = 0;
    await standIn.tick();
    expect(pushes.filter((p) => p.body.includes('LP300000003CN'))).toHaveLength(0);
    clock.now += STEP;
    await standIn.tick();
    expect(pushes.filter((p) => p.body.includes('LP300000003CN'))).toHaveLength(1);
  });

  it('pushes again when the receiver did not answer 200', async () => {
    const tracking = client();
    await tracking.register([{ number: 'LP400000004CN' }], 'wp-1');
    await ship('LP400000004CN', 'delivered');
    pushAnswer = 500;
    await standIn.tick();
    pushAnswer = 200;
    pushes.length = 0;
    await standIn.tick();
    expect(pushes.filter((p) => p.body.includes('LP400000004CN'))).toHaveLength(1);
  });

  it('refuses a wrong API key', async () => {
    const error = await client('wrong')
      .register([{ number: 'LP500000005CN' }], 'wp-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TrackingApiError);
  });
});
