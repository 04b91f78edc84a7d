import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTrackingStandIn } from '../../../../sandbox/src/tracking/app';
import { SANDBOX_TRACKING_API_KEY } from '../../../../sandbox/src/tracking/stand-in';
import type { TrackNowResult } from '@omni/shared/contracts/parcel-tracking';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { AppError } from '../../http/app-error';
import { signUp } from '../../testing/accounts';
import { setPlanLimits } from '../../testing/plan-limits';
import { readQuotas } from '../quotas/quota-service';
import { call, useTestApp } from '../../testing/test-app';
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

const ship = (trackingNumber: string, outcome = 'delivered') =>
  fetch(`${origin}/_control/shipments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      trackingNumber,
      outcome,
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

describe('POST orders/v2/trackings/track-now', () => {
  const trackNow = (user: { token: string; workplaceId: string }, numbers: string[]) =>
    call<TrackNowResult>(t.app, 'POST', '/api/orders/v2/trackings/track-now', {
      token: user.token,
      workplaceId: user.workplaceId,
      body: { tracking_numbers: numbers },
    });
  const setConditions = (conditions: { down: boolean }) =>
    fetch(`${origin}/_control/conditions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(conditions),
    });

  it('pulls the current status now and maps the carrier stages to the shipment statuses', async () => {
    const user = await signUp(t.app, 'track-now@example.test');
    await new ParcelTrackingService(t.db).follow(user.workplaceId, [
      { trackingNumber: 'LP810000008CN', reference: 'order-8' },
    ]);
    await ship('LP810000008CN', 'exception');

    const first = await trackNow(user, ['LP810000008CN']);
    expect(first.http).toBe(200);
    expect(first.body.data!.trackings).toEqual([
      expect.objectContaining({
        tracking_number: 'LP810000008CN',
        reference: 'order-8',
        status: 'INFO_RECEIVED',
        carrier: 'China Post',
      }),
    ]);

    clock.now += 2 * STEP;
    const moving = await trackNow(user, ['LP810000008CN']);
    expect(moving.body.data!.trackings[0]).toMatchObject({ status: 'IN_TRANSIT' });

    clock.now += 2 * STEP;
    const held = (await trackNow(user, ['LP810000008CN'])).body.data!.trackings[0]!;
    expect(held.status).toBe('EXCEPTION');
    expect(held.events[0]).toMatchObject({
      status: 'EXCEPTION',
      description: expect.stringMatching(/customs/i),
    });
    expect(held.events).toHaveLength(5);
    expect((await listParcels(t.db, user.workplaceId))[0]!.status).toBe('EXCEPTION');
  });

  it("never pulls another workplace's parcel, and says which numbers it does not follow", async () => {
    const owner = await signUp(t.app, 'track-owner@example.test');
    const other = await signUp(t.app, 'track-other@example.test');
    await new ParcelTrackingService(t.db).follow(owner.workplaceId, [
      { trackingNumber: 'LP820000008CN' },
    ]);
    await ship('LP820000008CN');

    const foreign = await trackNow(other, ['LP820000008CN']);
    expect(foreign.http).toBe(200);
    expect(foreign.body.data).toEqual({ trackings: [], not_found: ['LP820000008CN'] });
    // the owner's row was not refreshed on the other workplace's behalf
    expect((await listParcels(t.db, owner.workplaceId))[0]!.status).toBe('NOT_FOUND');
    expect(await listParcels(t.db, other.workplaceId)).toEqual([]);

    // another workplace header the caller is not a member of is refused
    const forged = await call(t.app, 'POST', '/api/orders/v2/trackings/track-now', {
      token: other.token,
      workplaceId: owner.workplaceId,
      body: { tracking_numbers: ['LP820000008CN'] },
    });
    expect(forged.http).toBe(403);
  });

  it('reports an unreachable tracking service clearly and leaves the stored status alone', async () => {
    const user = await signUp(t.app, 'track-down@example.test');
    const service = new ParcelTrackingService(t.db);
    await service.follow(user.workplaceId, [{ trackingNumber: 'LP830000008CN' }]);
    await ship('LP830000008CN');
    await service.refresh(user.workplaceId);
    const [before] = await listParcels(t.db, user.workplaceId);
    expect(before!.status).toBe('INFO_RECEIVED');

    clock.now += 3 * STEP;
    await setConditions({ down: true });
    try {
      const started = Date.now();
      const answer = await trackNow(user, ['LP830000008CN']);
      expect(answer.http).toBe(422);
      expect(answer.body.message).toBe(MessageKey.TrackingServiceUnavailable);
      // Retry-After: 5 is longer than a merchant should wait: reported at once
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      await setConditions({ down: false });
    }
    const [after] = await listParcels(t.db, user.workplaceId);
    expect(after).toEqual(before);
  });

  it('validates the numbers and needs a session', async () => {
    const user = await signUp(t.app, 'track-input@example.test');
    const bad = await trackNow(user, ['no spaces allowed']);
    expect(bad.http).toBe(400);
    expect(bad.body.errors?.[0]?.field).toMatch(/tracking_numbers/);
    expect((await trackNow(user, [])).http).toBe(400);
    const anonymous = await call(t.app, 'POST', '/api/orders/v2/trackings/track-now', {
      body: { tracking_numbers: ['LP840000008CN'] },
    });
    expect(anonymous.http).toBe(401);
  });

  describe('the ORDER_TRACKING_NUMBERS quota', () => {
    const used = async (workplaceId: string) =>
      (await readQuotas(t.db, { workplaceId })).features.ORDER_TRACKING_NUMBERS.usage;
    const refusal = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).bodyStatus).toBe(BodyStatus.QUOTA_EXPIRED);
      return (error as AppError).fieldErrors?.[0]?.params;
    };

    it('counts each number new to the workplace once; over the limit nothing is followed', async () => {
      const user = await signUp(t.app, 'track-quota@example.test');
      await setPlanLimits(t.db, user.userId, { ORDER_TRACKING_NUMBERS: 3 });
      const service = new ParcelTrackingService(t.db);
      await service.follow(user.workplaceId, [
        { trackingNumber: 'LP910000001CN' },
        { trackingNumber: 'LP910000002CN' },
      ]);
      expect(await used(user.workplaceId)).toBe(2);
      // numbers already followed cost nothing
      await service.follow(user.workplaceId, [
        { trackingNumber: 'LP910000001CN' },
        { trackingNumber: 'LP910000003CN' },
      ]);
      expect(await used(user.workplaceId)).toBe(3);
      expect(
        await refusal(service.follow(user.workplaceId, [{ trackingNumber: 'LP910000004CN' }])),
      ).toEqual({ feature: 'ORDER_TRACKING_NUMBERS', limit: 3, usage: 3 });
      expect(await listParcels(t.db, user.workplaceId, ['LP910000004CN'])).toEqual([]);
      await service.follow(user.workplaceId, [{ trackingNumber: 'LP910000002CN' }]);
      expect(await used(user.workplaceId)).toBe(3);
    });

    it('6 concurrent follows of new numbers at a limit of 5: exactly one is refused', async () => {
      const user = await signUp(t.app, 'track-race@example.test');
      await setPlanLimits(t.db, user.userId, { ORDER_TRACKING_NUMBERS: 5 });
      const service = new ParcelTrackingService(t.db);
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, (_, n) =>
          service.follow(user.workplaceId, [{ trackingNumber: `LP92000000${n}CN` }]),
        ),
      );
      const followed = results.filter((r) => r.status === 'fulfilled').length;
      const refused = results.filter(
        (r) =>
          r.status === 'rejected' &&
          r.reason instanceof AppError &&
          r.reason.bodyStatus === BodyStatus.QUOTA_EXPIRED,
      ).length;
      console.log(`tracking number race: ${followed} followed, ${refused} refused of 6 (limit 5)`);
      expect({ followed, refused }).toEqual({ followed: 5, refused: 1 });
      expect(await listParcels(t.db, user.workplaceId)).toHaveLength(5);
      expect(await used(user.workplaceId)).toBe(5);
    });
  });
});
