import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildCjStandIn } from '../../../sandbox/src/cj/app';
import { pidOf, vidOf } from '../../../sandbox/src/cj/catalogue';
import { SANDBOX_CJ_API_KEY } from '../../../sandbox/src/cj/stand-in';
import type { Database } from '../db/database';
import { orderPlacements } from '../db/schema';
import {
  insertOrder,
  insertStore,
  stockedVariant,
} from '../modules/orders/placement/placement-test-kit';

/** CJ's Advanced level: the most requests per second an account is allowed (CJ's API docs). */
export const CJ_ACCOUNT_CALLS_PER_SECOND = 6;

/** The CJ stand-in on a free port at the Advanced level; its URL goes to SANDBOX_CJ_URL. */
export async function startCjStandIn() {
  const cj = buildCjStandIn({
    publicUrl: 'http://images.sandbox.test',
    tokenIntervalMs: 0,
    accountQps: CJ_ACCOUNT_CALLS_PER_SECOND,
  });
  // every API call CJ answered, by operation and by whether it was refused for the rate
  const calls = new Map<string, number>();
  cj.app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api2.0/')) return;
    const key = `${request.url.split('?')[0]!.replace('/api2.0/v1', '')}${reply.statusCode === 429 ? ' (429)' : ''}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
  });
  await cj.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(cj.app.server.address() as AddressInfo).port}`;
  return { cj, url, calls: () => new Map(calls) };
}

export interface PlacementFigures {
  orders: number;
  wallMs: number;
  /** CJ API calls answered while placing, by operation ("… (429)" when refused for the rate). */
  cjCalls: Map<string, number>;
  failed: number;
}

/**
 * Places `count` single-line CJ orders of the workplace through POST orders/v5/request (200 per
 * request, the API's limit) and waits for every placement to finish; the app's job runner, at
 * the CJ client's rate limits, does the rest.
 */
export async function placeOrders(
  app: FastifyInstance,
  db: Database,
  standIn: Awaited<ReturnType<typeof startCjStandIn>>,
  session: { workplaceId: string; headers: Record<string, string> },
  base: string,
  count: number,
): Promise<PlacementFigures> {
  const linked = await fetch(`${base}/supplier-accounts/cj/link`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: SANDBOX_CJ_API_KEY, email: 'bench@shop.test' }),
  });
  if (!linked.ok) throw new Error(`CJ link failed: ${linked.status}`);
  const store = await insertStore(db, session.workplaceId);
  const orderIds: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const variant = stockedVariant(
      standIn.cj.catalogue,
      { product: pidOf, sku: vidOf },
      'cj',
      n % 400,
    );
    orderIds.push((await insertOrder(db, session.workplaceId, store.id, [variant])).id);
    if (n % 100 === 99) process.stdout.write(`\rOrders to place: ${n + 1} / ${count}`);
  }
  process.stdout.write('\n');

  const callsBefore = standIn.calls();
  const since = (now: Map<string, number>) =>
    new Map([...now].map(([key, n]) => [key, n - (callsBefore.get(key) ?? 0)]));
  const started = performance.now();
  const placementIds: string[] = [];
  for (let from = 0; from < orderIds.length; from += 200) {
    const answer = await fetch(`${base}/orders/v5/request`, {
      method: 'POST',
      headers: { ...session.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ order_ids: orderIds.slice(from, from + 200) }),
    });
    const body = (await answer.json()) as { data: { entries: Array<{ id: string }> } | null };
    if (!body.data) throw new Error(`orders/v5/request answered ${answer.status}`);
    placementIds.push(...body.data.entries.map((entry) => entry.id));
  }
  app.jobs.start();
  for (;;) {
    const rows = await db
      .select({ status: orderPlacements.status })
      .from(orderPlacements)
      .where(inArray(orderPlacements.id, placementIds));
    const done = rows.filter((row) => row.status !== 'processing');
    process.stdout.write(`\rPlaced: ${done.length} / ${placementIds.length}`);
    if (done.length === rows.length) {
      process.stdout.write('\n');
      return {
        orders: rows.length,
        wallMs: performance.now() - started,
        cjCalls: since(standIn.calls()),
        failed: rows.filter((row) => row.status !== 'success').length,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
