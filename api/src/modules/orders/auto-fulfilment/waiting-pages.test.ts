import { and, eq, inArray } from 'drizzle-orm';
import { updateFulfillmentSettingEndpoint } from '@omni/shared/contracts/orders';
import { jobs, orderPlacements, orders } from '../../../db/schema';
import { callEndpoint, type Caller } from '../../../testing/call-endpoint';
import { useSupplierStandIns } from '../../../testing/supplier-stand-ins';
import { useTestApp } from '../../../testing/test-app';
import { drainJobs } from '../../push/push-test-kit';
import { placementMerchant, standInVariants } from '../placement/placement-test-kit';
import { AUTO_FULFIL_WAITING_JOB, autoFulfilWaitingPageSize } from './waiting-orders';

/*
 * ADR 041: "place the orders already waiting" goes through every waiting order, a page at a time,
 * each page a job of its own; none is left, none is placed twice, a page run again adds nothing.
 */

// pages of 2 orders here (1,000 in the app), before the app reads it
process.env.AUTO_FULFIL_WAITING_PAGE_SIZE = '2';

const { ae, cj, urls } = useSupplierStandIns();
const t = useTestApp();
const { cjVariant } = standInVariants({ ae, cj });

const placeWaiting = (caller: Caller) =>
  callEndpoint(t.app, updateFulfillmentSettingEndpoint, caller, {
    body: {
      default_source: null,
      shipping_preference: 'cheapest',
      auto_fulfill_sources: ['cj'],
      place_waiting_orders: true,
    },
  });

const placementsOf = (orderIds: string[]) =>
  t.db.select().from(orderPlacements).where(inArray(orderPlacements.orderId, orderIds));

const jobsOf = (workplaceId: string, kind: string) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.workplaceId, workplaceId), eq(jobs.kind, kind)));

describe('placing the orders already waiting, page by page (ADR 041)', () => {
  it('reads the page size, 1,000 unless set', () => {
    expect(autoFulfilWaitingPageSize({})).toBe(1000);
    expect(autoFulfilWaitingPageSize({ AUTO_FULFIL_WAITING_PAGE_SIZE: '2' })).toBe(2);
    expect(() => autoFulfilWaitingPageSize({ AUTO_FULFIL_WAITING_PAGE_SIZE: '0' })).toThrow();
  });

  it('places every waiting order once, over as many pages as it takes, and a page run again adds nothing', async () => {
    const m = await placementMerchant(t.app, t.db, urls.ae, 'waiting-pages@example.test');
    const other = await placementMerchant(t.app, t.db, urls.ae, 'waiting-pages-other@example.test');
    const waiting = [];
    for (let n = 0; n < 5; n += 1) waiting.push(await m.order([cjVariant(40 + n)]));
    const ids = waiting.map((order) => order.id);
    // four arrived in the same instant: the page's end is told apart by the order's id
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2026-11-01T10:00:00.123Z') })
      .where(inArray(orders.id, ids.slice(1)));
    const foreign = await other.order([cjVariant(45)]);

    expect((await placeWaiting(m.caller)).http).toBe(200);
    await drainJobs(t.app);

    const placed = await placementsOf(ids);
    expect(placed.map((p) => p.orderId).sort()).toEqual([...ids].sort());
    expect(placed.every((p) => p.source === 'cj' && p.status === 'success')).toBe(true);
    // 5 orders in pages of 2: three page jobs, each done
    const pages = await jobsOf(m.user.workplaceId, AUTO_FULFIL_WAITING_JOB.kind);
    expect(pages.map((job) => job.status)).toEqual(['done', 'done', 'done']);
    expect(await jobsOf(m.user.workplaceId, 'orders.auto-fulfil')).toHaveLength(5);
    expect(await placementsOf([foreign.id])).toEqual([]);

    // as if the worker was killed after each page's commit, before marking it done: run again
    await t.db
      .update(jobs)
      .set({ status: 'queued', finishedAt: null, runAt: new Date(0) })
      .where(
        inArray(
          jobs.id,
          pages.map((job) => job.id),
        ),
      );
    await drainJobs(t.app);
    expect(await jobsOf(m.user.workplaceId, 'orders.auto-fulfil')).toHaveLength(5);
    expect(await jobsOf(m.user.workplaceId, AUTO_FULFIL_WAITING_JOB.kind)).toHaveLength(3);
    expect(await placementsOf(ids)).toHaveLength(5);
  });
});
