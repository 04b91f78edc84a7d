import { inArray } from 'drizzle-orm';
import { placementEntriesEndpoint, requestOrdersEndpoint } from '@omni/shared/contracts/orders';
import { pidOf, vidOf } from '../../../../../sandbox/src/cj/catalogue';
import { orderPlacements } from '../../../db/schema';
import { signUp } from '../../../testing/accounts';
import { setPlanLimits } from '../../../testing/plan-limits';
import { callEndpoint } from '../../../testing/call-endpoint';
import { childProcesses } from '../../../testing/child-processes';
import { linkCj, useSupplierStandIns } from '../../../testing/supplier-stand-ins';
import { useTestApp } from '../../../testing/test-app';
import { insertOrder, insertStore, stockedVariant } from './placement-test-kit';

/*
 * Issue 11 §7's crash test (correctness, not timing): 100 placements queued, the worker process
 * SIGKILLed in the middle of them, a new worker started; every order ends with exactly one CJ
 * order. PostgreSQL only: a worker process needs the database the test writes to.
 */

declare const __OMNI_TEST_DATABASE__: { postgresUrl?: string };
const postgresUrl = __OMNI_TEST_DATABASE__.postgresUrl;
const describeOnPostgres = postgresUrl ? describe : describe.skip;

const ORDERS = 100;
// a worker process compiles and migrates at start: slow when the machine is shared
const STARTUP_MS = 300_000;
jest.setTimeout(STARTUP_MS * 2 + 120_000);

const { cj, urls } = useSupplierStandIns();
const t = useTestApp();

describeOnPostgres('placements survive a worker killed with SIGKILL', () => {
  const { launch, until, killAll } = childProcesses(postgresUrl ?? '');
  afterAll(killAll);

  it('places each of 100 orders with CJ exactly once across the kill and the restart', async () => {
    const user = await signUp(t.app, 'place-sigkill@example.test');
    await setPlanLimits(t.db, user.userId, { ORDER_FULFILLMENT: -1, BULK_ORDER_FULFILLMENT: -1 });
    const caller = { token: user.token, workplaceId: user.workplaceId };
    await linkCj(t.app, caller);
    const store = await insertStore(t.db, user.workplaceId);
    const orders = [];
    for (let n = 0; n < ORDERS; n += 1) {
      const variant = stockedVariant(cj.catalogue, { product: pidOf, sku: vidOf }, 'cj', n);
      orders.push(await insertOrder(t.db, user.workplaceId, store.id, [variant]));
    }
    const queued = await callEndpoint(t.app, requestOrdersEndpoint, caller, {
      body: { order_ids: orders.map((o) => o.id) },
    });
    const entryIds = queued.body.data!.entries.map((e) => e.id);
    expect(entryIds).toHaveLength(ORDERS);
    // each create takes a while, so the kill lands with creates in flight
    await fetch(`${urls.cj}/_control/conditions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slowMs: 40 }),
    });

    const workerEnv = { SANDBOX_CJ_URL: urls.cj, TEST_LEASE_MS: '2000' };
    const first = launch('worker1', 'src/testing/multi-process-worker.ts', workerEnv);
    await until(
      'CJ orders from the first worker',
      async () => (cj.orders.size >= 20 ? true : undefined),
      STARTUP_MS,
    );
    first.child.kill('SIGKILL');
    await first.exited;
    const createdBeforeKill = cj.orders.size;
    expect(createdBeforeKill).toBeLessThan(ORDERS);

    launch('worker2', 'src/testing/multi-process-worker.ts', workerEnv);
    const finished = await until(
      'every placement finished',
      async () => {
        const rows = await t.db
          .select({ status: orderPlacements.status })
          .from(orderPlacements)
          .where(inArray(orderPlacements.id, entryIds));
        return rows.every((row) => row.status !== 'processing') ? rows : undefined;
      },
      STARTUP_MS,
    );
    expect(finished.map((row) => row.status)).toEqual(Array(ORDERS).fill('success'));

    // one supplier order per app order, and the one whose number the app saved
    const entries = await callEndpoint(t.app, placementEntriesEndpoint, caller, {
      query: { ids: entryIds.join(',') },
    });
    const supplierOrders = [...cj.orders.values()];
    expect(supplierOrders).toHaveLength(ORDERS);
    for (const entry of entries.body.data!.entries) {
      const matching = supplierOrders.filter((o) => o.orderNumber === entry.reference);
      expect(matching).toHaveLength(1);
      expect(entry.source_order_numbers).toEqual([matching[0]!.orderId]);
    }
  });
});
