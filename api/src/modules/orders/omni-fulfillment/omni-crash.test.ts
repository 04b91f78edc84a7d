import { inArray } from 'drizzle-orm';
import {
  omniFulfillmentConfirmEndpoint,
  omniFulfillmentRequestEndpoint,
} from '@omni/shared/contracts/orders';
import { orderPlacements } from '../../../db/schema';
import { signUp } from '../../../testing/accounts';
import { callEndpoint } from '../../../testing/call-endpoint';
import { childProcesses } from '../../../testing/child-processes';
import { useOmniStandIn } from '../../../testing/omni-stand-in';
import { setPlanLimits } from '../../../testing/plan-limits';
import { useTestApp } from '../../../testing/test-app';
import { insertOrder, insertStore } from '../placement/placement-test-kit';

/*
 * The own service's side of issue 11 §7's crash test (ADR 037): 100 orders requested, the worker
 * SIGKILLed while requests are in flight, a new worker started; the service holds exactly one
 * request per order, the one whose number the app saved. PostgreSQL only (worker processes).
 */

declare const __OMNI_TEST_DATABASE__: { postgresUrl?: string };
const postgresUrl = __OMNI_TEST_DATABASE__.postgresUrl;
const describeOnPostgres = postgresUrl ? describe : describe.skip;

const ORDERS = 100;
// a worker process compiles and migrates at start: slow when the machine is shared
const STARTUP_MS = 300_000;
jest.setTimeout(STARTUP_MS * 2 + 120_000);

const { omni, urls } = useOmniStandIn();
const t = useTestApp();

describeOnPostgres('omni requests survive a worker killed with SIGKILL', () => {
  const { launch, until, killAll } = childProcesses(postgresUrl ?? '');
  afterAll(killAll);

  it('makes one service request for each of 100 orders across the kill and the restart', async () => {
    const user = await signUp(t.app, 'omni-sigkill@example.test');
    await setPlanLimits(t.db, user.userId, { ORDER_FULFILLMENT: -1, BULK_ORDER_FULFILLMENT: -1 });
    const caller = { token: user.token, workplaceId: user.workplaceId };
    await callEndpoint(t.app, omniFulfillmentConfirmEndpoint, caller);
    const store = await insertStore(t.db, user.workplaceId);
    const orders = [];
    for (let n = 0; n < ORDERS; n += 1)
      orders.push(
        await insertOrder(t.db, user.workplaceId, store.id, [
          { source: 'cj', productId: `P-${n}`, skuId: `V-${n}` },
        ]),
      );
    const queued = await callEndpoint(t.app, omniFulfillmentRequestEndpoint, caller, {
      body: { order_ids: orders.map((o) => o.id) },
    });
    const entryIds = queued.body.data!.entries.map((e) => e.id);
    expect(entryIds).toHaveLength(ORDERS);
    // each call takes a while, so the kill lands with requests in flight
    await fetch(`${urls.omni}/_control/conditions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slowMs: 40 }),
    });

    const workerEnv = { SANDBOX_OMNI_URL: urls.omni, TEST_LEASE_MS: '2000' };
    const first = launch('worker1', 'src/testing/multi-process-worker.ts', workerEnv);
    await until(
      'service requests from the first worker',
      async () => (omni.requests.size >= 20 ? true : undefined),
      STARTUP_MS,
    );
    first.child.kill('SIGKILL');
    await first.exited;
    expect(omni.requests.size).toBeLessThan(ORDERS);

    launch('worker2', 'src/testing/multi-process-worker.ts', workerEnv);
    const finished = await until(
      'every placement finished',
      async () => {
        const rows = await t.db
          .select()
          .from(orderPlacements)
          .where(inArray(orderPlacements.id, entryIds));
        return rows.every((row) => row.status !== 'processing') ? rows : undefined;
      },
      STARTUP_MS,
    );
    expect(finished.map((row) => row.status)).toEqual(Array(ORDERS).fill('success'));

    // one request per order, and the one whose number the app saved
    const requests = [...omni.requests.values()];
    expect(requests).toHaveLength(ORDERS);
    for (const row of finished) {
      const matching = requests.filter((r) => r.reference === row.reference);
      expect(matching).toHaveLength(1);
      expect(row.sourceOrderNumbers).toEqual([matching[0]!.id]);
    }
  });
});
