import { eq } from 'drizzle-orm';
import type { CatalogueCounts } from '@omni/shared/contracts';
import type { PushResult } from '@omni/shared/contracts/push';
import {
  importListItems,
  importPushMarks,
  jobs,
  productCenterItems,
  storeListings,
  storeVariantLinks,
} from '../../db/schema';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';
import { connectShopify, drainJobs, insertImport, PUBLISH_ALL, SHOP } from '../push/push-test-kit';
import { shopifyWebhookHeaders, signShopifyWebhook, useShopifyStandIn } from './shopify-test-kit';

const shopify = useShopifyStandIn(() => t.app);
const t = useTestApp();

const GADGETS = 'omni-demo-gadgets.myshopify.com';
const auth = (user: SignedInUser) => ({ token: user.token, workplaceId: user.workplaceId });

/** A merchant whose Shopify store (the stand-in shop) has two products pushed by us. */
async function pushedTwo(name: string) {
  const user = await signUp(t.app, `${name}@example.test`);
  const store = await connectShopify(t.db, shopify, user.workplaceId);
  // what the store's setup subscribes (SHOP_WEBHOOK_TOPICS; shopify.test checks the setup)
  const shop = shopify.world.shop(SHOP);
  if (!shop.subscriptions.some((s) => s.topic === 'products/delete'))
    shop.subscriptions.push({
      id: shopify.world.ids.take(),
      topic: 'products/delete',
      uri: 'http://api.test/api/webhooks/shopify',
      createdAt: new Date().toISOString(),
    });
  const gone = await insertImport(t.db, user.workplaceId, `${name} gone`);
  const kept = await insertImport(t.db, user.workplaceId, `${name} kept`);
  // one product a push: several at once take the BULK_PUBLISH_TO_STORE quota (free plan: none)
  for (const item of [gone, kept]) {
    const answer = await call<PushResult>(
      t.app,
      'POST',
      '/api/center/products/push-multiple-channel',
      {
        ...auth(user),
        body: {
          product_package_ids: [item.id],
          settings: [{ store_id: store.id, push: [item.id], settings: PUBLISH_ALL }],
        },
      },
    );
    expect(answer.body).toMatchObject({ status: 200 });
  }
  await drainJobs(t.app);
  const inShop = (title: string) => shop.products.find((p) => p.title === title)!;
  return {
    user,
    store,
    gone,
    kept,
    goneProduct: inShop(gone.title),
    keptProduct: inShop(kept.title),
  };
}

const counts = async (user: SignedInUser) =>
  (await call<CatalogueCounts>(t.app, 'GET', '/api/center/products/count', auth(user))).body.data!;

/** What a push recorded for an import: its listing, marks and variant links. */
const recorded = async (importId: string) => ({
  listings: (
    await t.db.select().from(storeListings).where(eq(storeListings.importListItemId, importId))
  ).length,
  marks: (
    await t.db.select().from(importPushMarks).where(eq(importPushMarks.importListItemId, importId))
  ).length,
  links: (
    await t.db
      .select()
      .from(storeVariantLinks)
      .where(eq(storeVariantLinks.importListItemId, importId))
  ).length,
});

const centreTitles = async (workplaceId: string) =>
  (
    await t.db
      .select({ title: productCenterItems.title })
      .from(productCenterItems)
      .where(eq(productCenterItems.workplaceId, workplaceId))
  ).map((row) => row.title);

const deliver = (body: string, shop: string, overrides: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/shopify',
    headers: shopifyWebhookHeaders(body, shop, {
      'x-shopify-topic': 'products/delete',
      ...overrides,
    }),
    payload: body,
  });

describe('Shopify products/delete', () => {
  it('unmaps a product the merchant deletes in Shopify (the import stays; other products are untouched)', async () => {
    const m = await pushedTwo('shopify-unmap');
    expect(await counts(m.user)).toMatchObject({ mapped: 2 });
    expect(await recorded(m.gone.id)).toEqual({ listings: 1, marks: 1, links: 2 });

    // the merchant deletes it in the stand-in's admin: products/delete, signed, to our endpoint
    const deliveries = shopify.world.deleteProduct(SHOP, m.goneProduct.id);
    await shopify.world.webhooks.idle();
    expect(deliveries.map((d) => [d.state, d.lastStatus])).toEqual([['delivered', 200]]);
    await drainJobs(t.app);

    expect(await recorded(m.gone.id)).toEqual({ listings: 0, marks: 0, links: 0 });
    expect(await recorded(m.kept.id)).toEqual({ listings: 1, marks: 1, links: 2 });
    expect(await centreTitles(m.user.workplaceId)).toEqual([m.kept.title]);
    expect(await counts(m.user)).toMatchObject({ import_list: 2, mapped: 1 });
    const imports = await t.db
      .select({ id: importListItems.id })
      .from(importListItems)
      .where(eq(importListItems.id, m.gone.id));
    expect(imports).toHaveLength(1);
  });

  it("does nothing for another shop's delivery of the same id", async () => {
    const m = await pushedTwo('shopify-other-shop');
    const body = JSON.stringify({ id: m.goneProduct.id });
    expect((await deliver(body, GADGETS)).statusCode).toBe(200);
    await drainJobs(t.app);
    expect(await recorded(m.gone.id)).toEqual({ listings: 1, marks: 1, links: 2 });
    expect(await counts(m.user)).toMatchObject({ mapped: 2 });
  });

  it('refuses a bad HMAC (401, nothing queued, nothing unmapped)', async () => {
    const m = await pushedTwo('shopify-bad-hmac');
    const body = JSON.stringify({ id: m.goneProduct.id });
    const before = (await t.db.select().from(jobs)).length;
    const forged = await deliver(body, SHOP, {
      'x-shopify-hmac-sha256': signShopifyWebhook(body, 'another-secret'),
    });
    expect(forged.statusCode).toBe(401);
    expect((await t.db.select().from(jobs)).length).toBe(before);
    await drainJobs(t.app);
    expect(await recorded(m.gone.id)).toEqual({ listings: 1, marks: 1, links: 2 });

    // the same delivery signed with the app's secret unmaps it
    expect((await deliver(body, SHOP)).statusCode).toBe(200);
    await drainJobs(t.app);
    expect(await recorded(m.gone.id)).toEqual({ listings: 0, marks: 0, links: 0 });
  });
});
