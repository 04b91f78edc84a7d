import type { AddressInfo } from 'node:net';
import { and, count, eq, sql } from 'drizzle-orm';
import { buildAiWritingStandIn } from '../../../../sandbox/src/ai-writing/app';
import type {
  AutomationPushSetting,
  ChannelPushSetting,
  PushEntry,
  PushResult,
} from '@omni/shared/contracts/push';
import { DEFAULT_AUTOMATION_PUSH } from '@omni/shared/contracts/push';
import { SANDBOX_AI_KEY } from '../../integrations/ai-writing/ai-writing-config';
import { importListItems, jobs, pushEntries, sourcingImports } from '../../db/schema';
import { seedCatalogue } from '../../db/seed/catalogue/seed-catalogue';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { setPlanLimits } from '../../testing/plan-limits';
import { call, useTestApp } from '../../testing/test-app';
import { readQuotas } from '../quotas/quota-service';
import { rowsOf } from '../../db/result-rows';
import { useShopifyStandIn } from '../shopify/shopify-test-kit';
import {
  connectShopify,
  connectWoo,
  drainJobs,
  insertImport,
  SHOP,
  useWooStandIn,
} from './push-test-kit';

/*
 * Smart Push (001 §3–§4): an import optimised by AI writing and pushed with no dialog, and the
 * source path of a find-product card's push (the supplier product imported first).
 */

const ai = buildAiWritingStandIn({ apiKey: SANDBOX_AI_KEY });
const env: Record<string, string> = {
  AI_WRITING_FIRST_TOKEN_TIMEOUT_MS: '1000',
  AI_WRITING_IDLE_TIMEOUT_MS: '1000',
};
beforeAll(async () => {
  await ai.app.listen({ port: 0, host: '127.0.0.1' });
  env.SANDBOX_AI_URL = `http://127.0.0.1:${(ai.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ai.app.close());
afterEach(() => ai.app.inject({ method: 'POST', url: '/_control/reset', payload: {} }));

const woo = useWooStandIn();
const shopify = useShopifyStandIn(() => t.app);
const t = useTestApp(env);

const auth = (user: SignedInUser) => ({ token: user.token, workplaceId: user.workplaceId });
const pushAll = (user: SignedInUser, body: unknown) =>
  call<PushResult>(t.app, 'POST', '/api/center/products/push-all-multiple-channel', {
    ...auth(user),
    body,
  });

async function merchant(name: string) {
  const user = await signUp(t.app, `${name}-${Date.now()}@example.test`);
  const shopifyStore = await connectShopify(t.db, shopify, user.workplaceId);
  const google = shopifyStore.metadata.external_channels.find((c) => c.handle === 'google')!;
  return { user, shopifyStore, google };
}

/** Smart Push on, to the Shopify store and its Google channel, content in a storytelling style. */
async function enableSmartPush(
  m: Awaited<ReturnType<typeof merchant>>,
  optimize = true,
): Promise<void> {
  const setting: AutomationPushSetting = {
    ...DEFAULT_AUTOMATION_PUSH,
    is_enable: true,
    time_schedule: 'all_day',
    actions: {
      optimize_product_content: {
        enabled: optimize,
        style: 'storytelling',
        tone: 'playful',
        language: 'en',
      },
      pushed_connected_channels: {
        store_ids: [m.shopifyStore.id],
        publication_ids: [m.google.id],
        publish_status: 'publish',
      },
    },
  };
  const saved = await call(t.app, 'PUT', '/api/center/products/setting/automation-product/update', {
    ...auth(m.user),
    body: setting,
  });
  expect(saved.http).toBe(200);
}

const entriesOf = (importId: string) =>
  t.db.select().from(pushEntries).where(eq(pushEntries.importListItemId, importId));
const shopProducts = (title: string) =>
  shopify.world.shop(SHOP).products.filter((p) => p.title === title);
const aiUsage = async (workplaceId: string) =>
  (await readQuotas(t.db, { workplaceId, now: t.clock.now() })).features.AI_PRODUCT_WRITING.usage;

/** Runs the queue a day later each round, so jobs retried with backoff come due again. */
async function drainOverDays() {
  for (let round = 1; round <= 20; round += 1) {
    const later = new Date(Date.now() + round * 86_400_000);
    const summary = await t.app.jobs.runDue({ limit: 10, now: () => later });
    if (summary.claimed === 0) return;
  }
}

describe('Smart Push', () => {
  it('optimises the import with AI writing, then pushes it to the saved targets with no dialog', async () => {
    const m = await merchant('smart');
    await enableSmartPush(m);
    const item = await insertImport(t.db, m.user.workplaceId, 'Hot Sale Linen Shirt Free Shipping');
    const usageBefore = await aiUsage(m.user.workplaceId);

    const answer = await pushAll(m.user, {
      automation: true,
      products: [{ product_id: item.id, source: 'import' }],
    });
    expect(answer.body.status).toBe(200);
    const [queued] = answer.body.data!.entries;
    expect(queued).toMatchObject({ status: 'processing', optimization: 'pending' });
    // the push waits for the optimisation: only its job is queued so far
    const kinds = await t.db.select({ kind: jobs.kind }).from(jobs);
    expect(kinds.map((k) => k.kind)).toEqual(['push.optimize']);

    await drainJobs(t.app);
    const [row] = await t.db.select().from(importListItems).where(eq(importListItems.id, item.id));
    expect(row!.title).not.toBe('Hot Sale Linen Shirt Free Shipping');
    expect(row!.descriptionHtml).not.toBe('<p>Soft linen</p>');
    expect(row!.version).toBe(item.version + 1);
    const [entry] = await entriesOf(item.id);
    expect(entry).toMatchObject({ status: 'success', optimization: 'done', title: row!.title });
    // two generations (title, description) on the AI writing quota
    expect(await aiUsage(m.user.workplaceId)).toBe(usageBefore + 2);

    const [held] = shopProducts(row!.title);
    expect(held).toBeDefined();
    const google = shopify.world.shop(SHOP).publications.find((p) => p.app.handle === 'google')!;
    expect(held!.publicationIds.has(google.id)).toBe(true);
  });

  it('pushes without optimising when content optimisation is off', async () => {
    const m = await merchant('smart-plain');
    await enableSmartPush(m, false);
    const item = await insertImport(t.db, m.user.workplaceId, 'Plain Push Shirt');
    const answer = await pushAll(m.user, {
      automation: true,
      products: [{ product_id: item.id, source: 'import' }],
    });
    expect(answer.body.data!.entries[0]!.optimization).toBeNull();
    await drainJobs(t.app);
    expect(shopProducts('Plain Push Shirt')).toHaveLength(1);
  });

  it('still pushes, unoptimised, when AI writing stays down, and gives its quota back', async () => {
    const m = await merchant('smart-down');
    await enableSmartPush(m);
    await ai.app.inject({ method: 'POST', url: '/_control/conditions', payload: { down: true } });
    const item = await insertImport(t.db, m.user.workplaceId, 'Outage Shirt');
    const usageBefore = await aiUsage(m.user.workplaceId);
    await pushAll(m.user, {
      automation: true,
      products: [{ product_id: item.id, source: 'import' }],
    });

    await drainJobs(t.app);
    expect((await entriesOf(item.id))[0]).toMatchObject({
      status: 'processing',
      optimization: 'pending',
    });
    await drainOverDays(); // the retries, then the last try gives up on the writing

    expect((await entriesOf(item.id))[0]).toMatchObject({
      status: 'success',
      optimization: 'skipped',
    });
    expect(shopProducts('Outage Shirt')).toHaveLength(1);
    expect(await aiUsage(m.user.workplaceId)).toBe(usageBefore);
  });

  it('refuses a Smart Push while it is off, and a push without settings, queueing nothing', async () => {
    const m = await merchant('smart-off');
    const item = await insertImport(t.db, m.user.workplaceId, 'Off Shirt');
    const off = await pushAll(m.user, {
      automation: true,
      products: [{ product_id: item.id, source: 'import' }],
    });
    expect(off.http).toBe(400);
    expect(off.body.errors?.[0]).toMatchObject({ field: 'automation' });
    const bare = await pushAll(m.user, { products: [{ product_id: item.id, source: 'import' }] });
    expect(bare.http).toBe(400);
    expect(bare.body.errors?.[0]).toMatchObject({ field: 'settings' });
    expect((await t.db.select({ n: count() }).from(pushEntries))[0]!.n).toBe(0);
  });
});

describe('push from a find-product card (the source path)', () => {
  const publish = { is_publish: true, allow_sell_out_of_stock: true, sync_order: true };
  const catalogueProduct = async () => {
    await seedCatalogue(t.db, { target: 5, batchSize: 5 });
    const result = await t.db.execute(
      sql`SELECT id::text AS id FROM sourcing_products ORDER BY id LIMIT 1`,
    );
    return rowsOf<{ id: string }>(result)[0]!.id;
  };
  const importsOf = (workplaceId: string) =>
    t.db.select().from(sourcingImports).where(eq(sourcingImports.workplaceId, workplaceId));

  it('imports a supplier product that is not imported yet, pushes it, and reuses the import next time', async () => {
    const m = await merchant('card');
    const productId = await catalogueProduct();
    const settings: ChannelPushSetting[] = [{ store_id: m.shopifyStore.id, settings: publish }];
    const first = await pushAll(m.user, {
      settings,
      products: [{ product_id: productId, source: 'omni', ship_to: 'US' }],
    });
    expect(first.body.status).toBe(200);
    expect(first.body.data!.failed).toEqual({});
    const [imported] = await importsOf(m.user.workplaceId);
    expect(imported).toMatchObject({ source: 'omni', sourceProductId: productId });
    expect(first.body.data!.entries.map((e: PushEntry) => e.product_package_id)).toEqual([
      imported!.importListItemId,
    ]);
    await drainJobs(t.app);
    const [item] = await t.db
      .select()
      .from(importListItems)
      .where(eq(importListItems.id, imported!.importListItemId));
    expect(shopProducts(item!.title)).toHaveLength(1);

    // pushed again from the card: the imported path, no second import
    const again = await pushAll(m.user, {
      settings,
      products: [{ product_id: productId, source: 'omni', ship_to: 'US' }],
    });
    expect(again.body.data!.entries[0]!.product_package_id).toBe(imported!.importListItemId);
    expect(await importsOf(m.user.workplaceId)).toHaveLength(1);
  });

  it("answers 404 for another workplace's store and imports and pushes nothing", async () => {
    const m = await merchant('card-owner');
    const other = await merchant('card-other');
    const productId = await catalogueProduct();
    const foreign = await pushAll(m.user, {
      settings: [{ store_id: other.shopifyStore.id, settings: publish }],
      products: [{ product_id: productId, source: 'omni' }],
    });
    expect(foreign.http).toBe(404);
    expect(await importsOf(m.user.workplaceId)).toHaveLength(0);
    expect((await t.db.select({ n: count() }).from(pushEntries))[0]!.n).toBe(0);
  });

  it('names what could not be had in failed and pushes the rest', async () => {
    const m = await merchant('card-failed');
    await setPlanLimits(t.db, m.user.userId, {
      IMPORT_PRODUCT: -1,
      LISTING_PRODUCTS: -1,
      BULK_PUBLISH_TO_STORE: -1,
    });
    const wooStore = await connectWoo(t.db, woo, m.user.workplaceId);
    const item = await insertImport(t.db, m.user.workplaceId, 'Mixed Push Shirt');
    const answer = await pushAll(m.user, {
      settings: [{ store_id: wooStore.id, settings: publish }],
      products: [
        { product_id: item.id, source: 'import' },
        { product_id: '999999999', source: 'omni' },
        { product_id: 'B0TEMU', source: 'temu' },
      ],
    });
    expect(answer.body.status).toBe(200);
    expect(Object.keys(answer.body.data!.failed).sort()).toEqual(['999999999', 'B0TEMU']);
    expect(answer.body.data!.entries).toHaveLength(1);
    const entries = await t.db
      .select()
      .from(pushEntries)
      .where(and(eq(pushEntries.workplaceId, m.user.workplaceId)));
    expect(entries).toHaveLength(1);
  });
});
