import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { PodBlankPage, PodDesign } from '@omni/shared/contracts';
import type { ImportProduct } from '@omni/shared/contracts/catalogue';
import type {
  AutomationPushSetting,
  ChannelPushSetting,
  MappedListing,
  PushEntry,
  PushResult,
  ReviewPromptState,
} from '@omni/shared/contracts/push';
import { BodyStatus } from '@omni/shared/errors';
import {
  importListItems,
  importPushMarks,
  jobs,
  pushEntries,
  storeListings,
  storeVariantLinks,
  reviewPromptStates,
  users,
} from '../../db/schema';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { setPlanLimits } from '../../testing/plan-limits';
import { call, useTestApp } from '../../testing/test-app';
import { saveBodyOf } from '../catalogue/testing/imports';
import { readQuotas } from '../quotas/quota-service';
import { useShopifyStandIn } from '../shopify/shopify-test-kit';
import {
  connectShopify,
  connectWoo,
  drainJobs,
  insertImport,
  setPrice,
  SHOP,
  useWooStandIn,
} from './push-test-kit';

// both stand-ins start (and point the API at themselves) before the app is built
const woo = useWooStandIn();
const shopify = useShopifyStandIn(() => t.app);
const t = useTestApp();

/** A design placement as the pod editor saves it (001 §3 design_info). */
const DESIGN_PLACEMENT = {
  design_id: '00000000-0000-4000-8000-000000000000',
  area: 'front',
  image_url: 'http://api.test/api/pod/designs/00000000-0000-4000-8000-000000000000/image',
  position: { x: 0.5, y: 0.5 },
  scale: 0.5,
  rotation: 0,
};
const auth = (user: SignedInUser) => ({ token: user.token, workplaceId: user.workplaceId });
const publish = { is_publish: true, allow_sell_out_of_stock: true, sync_order: true };
const push = (user: SignedInUser, body: unknown) =>
  call<PushResult>(t.app, 'POST', '/api/center/products/push-multiple-channel', {
    ...auth(user),
    body,
  });

async function merchant(name: string) {
  const user = await signUp(t.app, `${name}-${Date.now()}@example.test`);
  const shopifyStore = await connectShopify(t.db, shopify, user.workplaceId);
  const wooStore = await connectWoo(t.db, woo, user.workplaceId);
  const channel = (handle: string) => {
    const found = shopifyStore.metadata.external_channels.find((c) => c.handle === handle)!;
    return { id: found.id, handle, mode: 'publish' as const };
  };
  return { user, shopifyStore, wooStore, channel };
}

const shopProducts = (title: string) =>
  shopify.world.shop(SHOP).products.filter((p) => p.title === title);
const wooProducts = (title: string) => woo.world.products.filter((p) => p.name === title);

describe('push to stores and sales channels', () => {
  it('queues one entry per product and store, answers at once, and the jobs put the product in both stores', async () => {
    const m = await merchant('push');
    const item = await insertImport(t.db, m.user.workplaceId, 'Push Shirt One');
    const settings: ChannelPushSetting[] = [
      {
        store_id: m.shopifyStore.id,
        push: [item.id],
        settings: publish,
        publications: [m.channel('google'), m.channel('facebook-ads')],
      },
      { store_id: m.wooStore.id, push: [item.id], settings: publish },
    ];
    const answer = await push(m.user, { product_package_ids: [item.id], settings });
    expect(answer.body.status).toBe(200);
    const result = answer.body.data!;
    expect(result.request_product_push).toBe(2);
    expect(result.entries.map((e) => [e.channel, e.status])).toEqual([
      ['shopify', 'processing'],
      ['woocommerce', 'processing'],
    ]);
    expect(result).toMatchObject({ usage: 2, limit: 20, total_push: 1, failed: {} });
    expect(shopProducts('Push Shirt One')).toHaveLength(0); // nothing happened in the request

    await drainJobs(t.app);
    const [shopProduct] = shopProducts('Push Shirt One');
    expect(shopProduct!.variants.map((v) => v.price)).toEqual(['19.90', '19.90']);
    expect(shopProduct!.media[0]!.originalSource).toBe(
      'http://api.test/api/catalogue-media/products/1.png',
    );
    const published = shopify.world
      .shop(SHOP)
      .publications.filter((p) => shopProduct!.publicationIds.has(p.id))
      .map((p) => p.app.handle);
    expect(published.sort()).toEqual(['facebook-ads', 'google']);
    const [wooProduct] = wooProducts('Push Shirt One');
    expect(wooProduct!.type).toBe('variable');
    expect(wooProduct!.variations.map((v) => [v.attributes[0]!.option, v.price])).toEqual([
      ['S', '19.90'],
      ['M', '19.90'],
    ]);

    const entries = await call<{ items: PushEntry[] }>(
      t.app,
      'GET',
      `/api/center/products/push/entries?ids=${result.entries.map((e) => e.id).join(',')}`,
      auth(m.user),
    );
    expect(entries.body.data!.items.map((e) => e.status)).toEqual(['success', 'success']);
    expect(entries.body.data!.items[0]!.product_id).toBe(
      `gid://shopify/Product/${shopProduct!.id}`,
    );

    // mapped in the product center, marks per channel, store variants → supplier variants
    const mapped = await call<{ items: MappedListing[]; total: number }>(
      t.app,
      'GET',
      '/api/center/products/listings/mapped',
      auth(m.user),
    );
    expect(mapped.body.data!.total).toBe(2);
    expect(mapped.body.data!.items.map((l) => l.admin_url).sort()).toEqual([
      `${woo.url}/wp-admin/post.php?post=${wooProduct!.id}&action=edit`,
      `https://${SHOP}/admin/products/${shopProduct!.id}`,
    ]);
    const marks = await t.db
      .select({ channel: importPushMarks.channel })
      .from(importPushMarks)
      .where(eq(importPushMarks.importListItemId, item.id));
    expect(marks.map((mk) => mk.channel).sort()).toEqual([
      'facebook',
      'google',
      'shopify',
      'woocommerce',
    ]);
    const links = await t.db
      .select()
      .from(storeVariantLinks)
      .where(eq(storeVariantLinks.importListItemId, item.id));
    expect(links.map((l) => l.supplierVariantId).sort()).toEqual([
      'sup-M',
      'sup-M',
      'sup-S',
      'sup-S',
    ]);
    const [owner] = await t.db
      .select({ done: users.onboardingCompleted })
      .from(users)
      .where(eq(users.id, m.user.userId));
    expect(owner!.done).toContain('PUSH_PRODUCT');

    // a price changed in the editor, then an update push: the same products change
    await setPrice(t.db, item.id, 2450);
    const update = await push(m.user, {
      product_package_ids: [item.id],
      settings: settings.map((s) => ({ ...s, push: undefined, update: [item.id] })),
    });
    expect(update.body.data).toMatchObject({ usage: 2, request_product_push: 2 });
    await drainJobs(t.app);
    expect(shopProducts('Push Shirt One')).toHaveLength(1);
    expect(shopProducts('Push Shirt One')[0]!.variants.map((v) => v.price)).toEqual([
      '24.50',
      '24.50',
    ]);
    expect(wooProducts('Push Shirt One')).toHaveLength(1);
    expect(wooProducts('Push Shirt One')[0]!.variations.map((v) => v.price)).toEqual([
      '24.50',
      '24.50',
    ]);
  });

  it('carries TikTok’s warehouse, weight and dimensions to the job and the shop, with TikTok’s defaults when left out', async () => {
    const m = await merchant('tiktok');
    const sized = await insertImport(t.db, m.user.workplaceId, 'TikTok Sized Shirt');
    const plain = await insertImport(t.db, m.user.workplaceId, 'TikTok Default Shirt');
    const tiktok = m.channel('tiktok-ads-2');
    const sent = await push(m.user, {
      product_package_ids: [sized.id],
      settings: [
        {
          store_id: m.shopifyStore.id,
          settings: {
            ...publish,
            warehouse_id: '7321456789012345678',
            weight: { value: 0.5, unit: 'kilogram' },
            dimension: { height: 3, width: 20, length: 30, unit: 'centimeter' },
          },
          publications: [tiktok],
        },
      ],
    });
    expect(sent.body.status).toBe(200);
    const defaults = await push(m.user, {
      product_package_ids: [plain.id],
      settings: [{ store_id: m.shopifyStore.id, settings: publish, publications: [tiktok] }],
    });
    expect(defaults.body.status).toBe(200);
    // the job reads its entry: what the merchant set reaches it, ids as sent (beyond 2^53)
    const [entry] = await t.db
      .select({ settings: pushEntries.settings })
      .from(pushEntries)
      .where(eq(pushEntries.importListItemId, sized.id));
    expect(entry!.settings).toEqual({
      ...publish,
      warehouse_id: '7321456789012345678',
      weight: { value: 0.5, unit: 'kilogram' },
      dimension: { height: 3, width: 20, length: 30, unit: 'centimeter' },
    });
    await drainJobs(t.app);

    const [product] = shopProducts('TikTok Sized Shirt');
    expect(product!.variants.map((v) => v.weight)).toEqual([
      { value: 0.5, unit: 'KILOGRAMS' },
      { value: 0.5, unit: 'KILOGRAMS' },
    ]);
    expect(product!.metafields.map((f) => [f.namespace, f.key, f.type, f.value])).toEqual([
      ['omni_tiktok', 'warehouse_id', 'single_line_text_field', '7321456789012345678'],
      ['omni_tiktok', 'package_length', 'dimension', '{"value":30,"unit":"cm"}'],
      ['omni_tiktok', 'package_width', 'dimension', '{"value":20,"unit":"cm"}'],
      ['omni_tiktok', 'package_height', 'dimension', '{"value":3,"unit":"cm"}'],
    ]);
    const tiktokPublication = shopify.world
      .shop(SHOP)
      .publications.find((p) => p.app.handle === 'tiktok-ads-2')!;
    expect(product!.publicationIds.has(tiktokPublication.id)).toBe(true);

    // TikTok chosen with no package given: 1 kilogram and 1 × 1 × 1 centimetre (001 §9)
    const [fallback] = shopProducts('TikTok Default Shirt');
    expect(fallback!.variants[0]!.weight).toEqual({ value: 1, unit: 'KILOGRAMS' });
    expect(fallback!.metafields.map((f) => [f.key, f.value])).toEqual([
      ['package_length', '{"value":1,"unit":"cm"}'],
      ['package_width', '{"value":1,"unit":"cm"}'],
      ['package_height', '{"value":1,"unit":"cm"}'],
    ]);
    // without TikTok, a push carries none of it
    const other = await insertImport(t.db, m.user.workplaceId, 'No TikTok Shirt');
    await push(m.user, {
      product_package_ids: [other.id],
      settings: [{ store_id: m.shopifyStore.id, settings: publish }],
    });
    await drainJobs(t.app);
    const [untouched] = shopProducts('No TikTok Shirt');
    expect(untouched!.variants[0]!.weight).toBeNull();
    expect(untouched!.metafields).toEqual([]);
  });

  it('never creates a second product when a push is retried after the store answered but before the id was saved', async () => {
    const m = await merchant('crash');
    const item = await insertImport(t.db, m.user.workplaceId, 'Crash Shirt');
    const body = {
      product_package_ids: [item.id],
      settings: [
        { store_id: m.shopifyStore.id, settings: publish },
        { store_id: m.wooStore.id, settings: publish },
      ],
    };
    const first = await push(m.user, body);
    await drainJobs(t.app);
    // the crash: our record of the store products is lost, the entries run again
    await t.db.delete(storeListings).where(eq(storeListings.importListItemId, item.id));
    await t.db
      .update(pushEntries)
      .set({ status: 'processing' })
      .where(eq(pushEntries.importListItemId, item.id));
    await t.db
      .update(jobs)
      .set({ status: 'queued', attempts: 0 })
      .where(eq(jobs.workplaceId, m.user.workplaceId));
    await drainJobs(t.app);
    expect(shopProducts('Crash Shirt')).toHaveLength(1);
    expect(wooProducts('Crash Shirt')).toHaveLength(1);
    const listings = await t.db
      .select()
      .from(storeListings)
      .where(eq(storeListings.importListItemId, item.id));
    expect(listings.map((l) => l.storeProductId).sort()).toEqual(
      [
        String(wooProducts('Crash Shirt')[0]!.id),
        `gid://shopify/Product/${shopProducts('Crash Shirt')[0]!.id}`,
      ].sort(),
    );
    expect(first.body.data!.entries).toHaveLength(2);
  });

  it('shows the store rejecting a product with its field errors, and a disconnected store', async () => {
    const m = await merchant('reject');
    const bad = await insertImport(t.db, m.user.workplaceId, 'Broken Shirt', {
      variants: [
        {
          supplier_variant_id: 'sup-x',
          option_values: ['XL'],
          cost: { amount: 500, currency: 'USD' },
          price: 1990,
          compare_at_price: null,
          sku: '',
          supplier_stock: 1,
          image: null,
        },
      ],
    });
    const answer = await push(m.user, {
      product_package_ids: [bad.id],
      settings: [{ store_id: m.shopifyStore.id, settings: publish }],
    });
    await drainJobs(t.app);
    const [entry] = await t.db
      .select()
      .from(pushEntries)
      .where(eq(pushEntries.id, answer.body.data!.entries[0]!.id));
    expect(entry!.status).toBe('error');
    expect(entry!.error).toEqual({
      code: 'STORE_REJECTED',
      fields: [
        {
          field: 'input.variants.0.optionValues',
          message: 'Option values must match the product options',
        },
      ],
    });

    const item = await insertImport(t.db, m.user.workplaceId, 'Orphan Shirt');
    woo.world.revokeKeys();
    const revoked = await push(m.user, {
      product_package_ids: [item.id],
      settings: [{ store_id: m.wooStore.id, settings: publish }],
    });
    await drainJobs(t.app);
    const [gone] = await t.db
      .select()
      .from(pushEntries)
      .where(eq(pushEntries.id, revoked.body.data!.entries[0]!.id));
    expect(gone!.error?.code).toBe('STORE_DISCONNECTED');
    expect(wooProducts('Orphan Shirt')).toHaveLength(0);
  });

  it("answers 404 for another workplace's product or store and pushes nothing", async () => {
    const a = await merchant('tenant-a');
    const b = await merchant('tenant-b');
    const mine = await insertImport(t.db, a.user.workplaceId, 'Tenant Shirt');
    const theirs = await insertImport(t.db, b.user.workplaceId, 'Other Shirt');
    const foreignProduct = await push(a.user, {
      product_package_ids: [theirs.id],
      settings: [{ store_id: a.shopifyStore.id, settings: publish }],
    });
    expect(foreignProduct.http).toBe(404);
    const foreignStore = await push(a.user, {
      product_package_ids: [mine.id],
      settings: [{ store_id: b.wooStore.id, settings: publish }],
    });
    expect(foreignStore.http).toBe(404);
    const foreignSingle = await call(t.app, 'POST', '/api/center/products/push', {
      ...auth(a.user),
      body: {
        product_package_id: theirs.id,
        settings: [{ store_id: a.wooStore.id, settings: publish }],
      },
    });
    expect(foreignSingle.http).toBe(404);
    const [queued] = await t.db.select({ n: count() }).from(pushEntries);
    expect(Number(queued!.n)).toBe(0);
  });

  it('refuses bad input with field errors and queues nothing', async () => {
    const m = await merchant('bad');
    const item = await insertImport(t.db, m.user.workplaceId, 'Bad Input Shirt');
    const cases: unknown[] = [
      { product_package_ids: [item.id], settings: [] },
      { product_package_ids: [], settings: [{ store_id: m.wooStore.id, settings: publish }] },
      {
        product_package_ids: ['not-a-uuid'],
        settings: [{ store_id: m.wooStore.id, settings: publish }],
      },
      // a sales channel that is not one of this store's
      {
        product_package_ids: [item.id],
        settings: [
          {
            store_id: m.shopifyStore.id,
            settings: publish,
            publications: [
              { id: 'gid://shopify/Publication/1', handle: 'google', mode: 'publish' },
            ],
          },
        ],
      },
      // WooCommerce has no sales channels
      {
        product_package_ids: [item.id],
        settings: [
          { store_id: m.wooStore.id, settings: publish, publications: [m.channel('google')] },
        ],
      },
      // an id in a channel's list that is not among the products
      {
        product_package_ids: [item.id],
        settings: [
          {
            store_id: m.wooStore.id,
            settings: publish,
            push: ['0d7f3c59-4a4b-4a5e-9a55-1b2c3d4e5f60'],
          },
        ],
      },
    ];
    for (const body of cases) {
      const answer = await push(m.user, body);
      expect(answer.http).toBe(400);
      expect(answer.body.status).toBe(BodyStatus.BAD_REQUEST);
    }
    const [queued] = await t.db.select({ n: count() }).from(pushEntries);
    expect(Number(queued!.n)).toBe(0);
  });

  it('never passes the LISTING_PRODUCTS limit, even with 50 pushes at once', async () => {
    const m = await merchant('quota');
    const items = await Promise.all(
      Array.from({ length: 50 }, (_, i) => insertImport(t.db, m.user.workplaceId, `Quota ${i}`)),
    );
    const answers = await Promise.all(
      items.map((item) =>
        push(m.user, {
          product_package_ids: [item.id],
          settings: [{ store_id: m.wooStore.id, settings: publish }],
        }),
      ),
    );
    const accepted = answers.filter((a) => a.body.status === 200);
    const refused = answers.filter((a) => a.body.status === BodyStatus.QUOTA_EXPIRED);
    expect(accepted).toHaveLength(20);
    expect(refused).toHaveLength(30);
    expect(refused[0]!.body.errors?.[0]?.params).toMatchObject({ limit: 20, usage: 20 });
    const [queued] = await t.db
      .select({ n: count() })
      .from(pushEntries)
      .where(and(eq(pushEntries.workplaceId, m.user.workplaceId)));
    expect(Number(queued!.n)).toBe(20);
  });

  it('pushes every import with push-all (and the pod path), the failed map naming what is not there', async () => {
    const m = await merchant('all');
    await setPlanLimits(t.db, m.user.userId, { LISTING_PRODUCTS: -1, BULK_PUBLISH_TO_STORE: -1 });
    await insertImport(t.db, m.user.workplaceId, 'All One');
    await insertImport(t.db, m.user.workplaceId, 'All Two');
    const all = await call<PushResult>(
      t.app,
      'POST',
      '/api/center/products/push-all-multiple-channel',
      {
        ...auth(m.user),
        body: { settings: [{ store_id: m.wooStore.id, settings: publish }] },
      },
    );
    expect(all.body.data).toMatchObject({ total_push: 2, request_product_push: 2 });
    const pod = await call<PushResult>(
      t.app,
      'POST',
      '/api/products/pod/push-all-multiple-channel',
      {
        ...auth(m.user),
        body: {
          type: 'pod',
          settings: [{ store_id: m.wooStore.id, settings: publish }],
          products: [{ product_id: 'unknown-1', source: 'omni', design_info: DESIGN_PLACEMENT }],
        },
      },
    );
    expect(pod.body.data).toMatchObject({
      failed: { 'unknown-1': 'DataNotFound' },
      request_product_push: 0,
    });
  });
});

describe('print on demand push', () => {
  /** The merchant's design on a blank, saved as the pod editor saves it. */
  async function saveDesign(user: SignedInUser) {
    const blanks = await call<PodBlankPage>(t.app, 'GET', '/api/pod/products?collection=mugs', {
      token: user.token,
    });
    const picture = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const saved = await call<PodDesign>(t.app, 'PUT', '/api/pod/designs', {
      ...auth(user),
      body: {
        blank_id: blanks.body.data!.items[0]!.id,
        area: 'wrap',
        image: picture.toString('base64'),
        position: { x: 0.5, y: 0.5 },
        scale: 0.6,
        rotation: 0,
      },
    });
    expect(saved.http).toBe(200);
    return saved.body.data!.design_info;
  }

  /** The blank a saved design is on (saveDesign saves it on the first mug). */
  async function designBlankOf(user: SignedInUser): Promise<string> {
    const blanks = await call<PodBlankPage>(t.app, 'GET', '/api/pod/products?collection=mugs', {
      token: user.token,
    });
    return blanks.body.data!.items[0]!.id;
  }

  it('carries design_info to what both stores get, on this push and the next; a design of another workplace pushes nothing', async () => {
    const m = await merchant('pod-push');
    await setPlanLimits(t.db, m.user.userId, { LISTING_PRODUCTS: -1, BULK_PUBLISH_TO_STORE: -1 });
    const saved = await saveDesign(m.user);
    const item = await insertImport(t.db, m.user.workplaceId, 'Pod Mug One');
    // the placement as the merchant sent it; the picture is always our own
    const design = {
      ...saved,
      position: { x: 0.25, y: 0.75 },
      rotation: 30,
      image_url: 'https://elsewhere.example/x.png',
    };
    const settings = [
      { store_id: m.shopifyStore.id, settings: publish },
      { store_id: m.wooStore.id, settings: publish },
    ];
    const send = (path: string, body: unknown) =>
      call<PushResult>(t.app, 'POST', `/api${path}`, { ...auth(m.user), body });
    /** A pod push of one import with its design (POST /products/pod/push-all-multiple-channel). */
    const podPush = (productId: string, designInfo: unknown) =>
      send('/products/pod/push-all-multiple-channel', {
        type: 'pod',
        settings,
        products: [{ product_id: productId, source: 'import', design_info: designInfo }],
      });
    const saveAndPush = (body: unknown) =>
      send('/center/products/bulk-update-and-push-multiple-channel-pod', body);
    const pod = await podPush(item.id, design);
    expect(pod.body.data).toMatchObject({ request_product_push: 2, failed: {} });
    await drainJobs(t.app);
    const carried = { ...design, image_url: saved.image_url };
    const [shopProduct] = shopProducts('Pod Mug One');
    const metafield = shopProduct!.metafields.find(
      (f) => f.namespace === 'omni_pod' && f.key === 'design_info',
    );
    expect(metafield?.type).toBe('json');
    expect(JSON.parse(metafield!.value)).toEqual(carried);
    const [wooProduct] = wooProducts('Pod Mug One');
    const meta = wooProduct!.meta_data.find((d) => d.key === 'omni_pod_design_info');
    expect(JSON.parse(meta!.value)).toEqual(carried);

    // the editor's save and push (-pod) with a moved design: the stores get the new placement
    const moved = { ...saved, position: { x: 0.6, y: 0.4 } };
    const loaded = await call<ImportProduct>(
      t.app,
      'GET',
      `/api/center/products/${item.id}`,
      auth(m.user),
    );
    const saveBody = saveBodyOf(loaded.body.data!);
    const again = await saveAndPush({
      products: [{ id: item.id, update: saveBody, design_info: moved }],
      settings: settings.map((s) => ({ ...s, update: [item.id] })),
    });
    expect(again.body.status).toBe(200);
    await drainJobs(t.app);
    expect(shopProducts('Pod Mug One')).toHaveLength(1);
    const updated = shopProducts('Pod Mug One')[0]!.metafields.find((f) => f.key === 'design_info');
    expect(JSON.parse(updated!.value).position).toEqual({ x: 0.6, y: 0.4 });
    expect(
      JSON.parse(
        wooProducts('Pod Mug One')[0]!.meta_data.find((d) => d.key === 'omni_pod_design_info')!
          .value,
      ).position,
    ).toEqual({ x: 0.6, y: 0.4 });
    // a later plain push of the import still carries its design
    const plain = await push(m.user, { product_package_ids: [item.id], settings });
    expect(plain.body.status).toBe(200);
    await drainJobs(t.app);
    expect(wooProducts('Pod Mug One')[0]!.meta_data).toHaveLength(1);

    // another workplace's design: that product is failed and nothing is pushed or saved
    const other = await merchant('pod-other');
    const theirs = await saveDesign(other.user);
    const mine = await insertImport(t.db, m.user.workplaceId, 'Pod Mug Two');
    const stolen = await podPush(mine.id, theirs);
    expect(stolen.body.data).toMatchObject({
      request_product_push: 0,
      failed: { [mine.id]: 'NotFound' },
    });
    const refused = await saveAndPush({
      products: [{ id: mine.id, update: { ...saveBody, title: 'Renamed' }, design_info: theirs }],
      settings,
    });
    expect(refused.http).toBe(404);
    const [untouched] = await t.db
      .select({ title: importListItems.title, design: importListItems.designInfo })
      .from(importListItems)
      .where(eq(importListItems.id, mine.id));
    expect(untouched).toEqual({ title: 'Pod Mug Two', design: null });
    // a design_info that is not a placement is bad input
    const bad = await podPush(mine.id, { layers: [] });
    expect(bad.http).toBe(400);
  });
  it('pushes a blank straight from the pod catalogue: imported once, in the stores with its design', async () => {
    const m = await merchant('pod-blank');
    const design = await saveDesign(m.user);
    const settings = [
      { store_id: m.shopifyStore.id, settings: publish },
      { store_id: m.wooStore.id, settings: publish },
    ];
    const pushBlank = (blankId: string, designInfo: unknown) =>
      call<PushResult>(t.app, 'POST', '/api/products/pod/push-all-multiple-channel', {
        ...auth(m.user),
        body: {
          type: 'pod',
          settings,
          products: [
            {
              product_id: blankId,
              source: 'omni_blank_pod',
              ship_to: 'US',
              design_info: designInfo,
            },
          ],
        },
      });
    const blankId = await designBlankOf(m.user);
    const first = await pushBlank(blankId, design);
    expect(first.body.data).toMatchObject({ request_product_push: 2, failed: {} });
    const [imported] = await t.db
      .select()
      .from(importListItems)
      .where(eq(importListItems.workplaceId, m.user.workplaceId));
    expect(imported).toMatchObject({ source: 'omni_blank_pod', sourceProductId: blankId });
    // a variant per colour and size, the mockup as picture, the design kept on the import
    expect(imported!.variantCount).toBeGreaterThan(1);
    expect(imported!.images[0]!.url).toMatch(/^\/catalogue-media\/reviews\/\d+\.png$/);
    expect(imported!.designInfo).toEqual(design);
    await drainJobs(t.app);
    const [shopProduct] = shopProducts(imported!.title);
    expect(shopProduct!.variants).toHaveLength(imported!.variantCount);
    const metafield = shopProduct!.metafields.find(
      (f) => f.namespace === 'omni_pod' && f.key === 'design_info',
    );
    expect(JSON.parse(metafield!.value)).toEqual(design);
    const [wooProduct] = wooProducts(imported!.title);
    expect(wooProduct!.meta_data.map((d) => d.key)).toEqual(['omni_pod_design_info']);

    // pushed again: the same import, updated in place in both stores
    const again = await pushBlank(blankId, design);
    expect(again.body.data!.product_package_ids.map((p) => p.product_package_id)).toEqual([
      imported!.id,
    ]);
    await drainJobs(t.app);
    expect(shopProducts(imported!.title)).toHaveLength(1);
    expect(wooProducts(imported!.title)).toHaveLength(1);
    const items = await t.db
      .select({ id: importListItems.id })
      .from(importListItems)
      .where(eq(importListItems.workplaceId, m.user.workplaceId));
    expect(items).toHaveLength(1);

    // a blank that does not exist is failed, nothing imported
    const missing = await pushBlank('999999999', design);
    expect(missing.body.data).toMatchObject({
      request_product_push: 0,
      failed: { '999999999': 'DataNotFound' },
    });
  });
});

describe('the BULK_PUBLISH_TO_STORE quota', () => {
  const bulkUsage = async (workplaceId: string) =>
    (await readQuotas(t.db, { workplaceId })).features.BULK_PUBLISH_TO_STORE.usage;
  const entriesOf = async (workplaceId: string) =>
    Number(
      (
        await t.db
          .select({ n: count() })
          .from(pushEntries)
          .where(eq(pushEntries.workplaceId, workplaceId))
      )[0]!.n,
    );

  it('a push of several products takes one unit; refused, it queues and imports nothing', async () => {
    const m = await merchant('bulk');
    await setPlanLimits(t.db, m.user.userId, {
      LISTING_PRODUCTS: -1,
      IMPORT_PRODUCT: -1,
      BULK_PUBLISH_TO_STORE: 1,
    });
    const items = [
      await insertImport(t.db, m.user.workplaceId, 'Bulk One'),
      await insertImport(t.db, m.user.workplaceId, 'Bulk Two'),
    ];
    const settings = [{ store_id: m.wooStore.id, settings: publish }];
    const first = await push(m.user, { product_package_ids: items.map((i) => i.id), settings });
    expect(first.body.data).toMatchObject({ request_product_push: 2 });
    expect(await bulkUsage(m.user.workplaceId)).toBe(1);
    // one product at a time is no bulk publish
    const single = await push(m.user, { product_package_ids: [items[0]!.id], settings });
    expect(single.body.status).toBe(200);
    await drainJobs(t.app);

    const second = await push(m.user, { product_package_ids: items.map((i) => i.id), settings });
    expect(second.body.status).toBe(BodyStatus.QUOTA_EXPIRED);
    expect(second.body.errors![0]!.params).toEqual({
      feature: 'BULK_PUBLISH_TO_STORE',
      limit: 1,
      usage: 1,
    });
    const before = await entriesOf(m.user.workplaceId);
    // a multi-source push is refused before its supplier products are imported
    const all = await call<PushResult>(
      t.app,
      'POST',
      '/api/center/products/push-all-multiple-channel',
      {
        ...auth(m.user),
        body: {
          settings,
          products: [
            { product_id: items[0]!.id, source: 'import' },
            { product_id: '1005', source: 'omni' },
          ],
        },
      },
    );
    expect(all.body.status).toBe(BodyStatus.QUOTA_EXPIRED);
    expect(await entriesOf(m.user.workplaceId)).toBe(before);
    expect(await bulkUsage(m.user.workplaceId)).toBe(1);
  });
});

describe('push settings, Smart Push, TikTok and the review prompt', () => {
  it('keeps Smart Push settings and channel choices per workplace, refusing stores of others', async () => {
    const a = await merchant('smart-a');
    const b = await merchant('smart-b');
    const initial = await call<{
      automation_product_settings: AutomationPushSetting;
      enable_smart_push: boolean;
    }>(t.app, 'GET', '/api/center/products/setting/automation-product/get', auth(a.user));
    expect(initial.body.data!.automation_product_settings).toMatchObject({
      is_enable: false,
      when: { from: '00:00', to: '23:59' },
      actions: { optimize_product_content: { style: 'highlight', tone: 'persuasive' } },
    });
    expect(initial.body.data!.enable_smart_push).toBe(true);
    const setting: AutomationPushSetting = {
      ...initial.body.data!.automation_product_settings,
      is_enable: true,
      actions: {
        ...initial.body.data!.automation_product_settings.actions,
        pushed_connected_channels: {
          store_ids: [a.wooStore.id],
          publication_ids: [],
          publish_status: 'publish',
        },
      },
    };
    const saved = await call(
      t.app,
      'PUT',
      '/api/center/products/setting/automation-product/update',
      {
        ...auth(a.user),
        body: setting,
      },
    );
    expect(saved.body.message).toBe('SaveSuccess');
    const foreign = await call(
      t.app,
      'PUT',
      '/api/center/products/setting/automation-product/update',
      {
        ...auth(a.user),
        body: {
          ...setting,
          actions: {
            ...setting.actions,
            pushed_connected_channels: {
              ...setting.actions.pushed_connected_channels,
              store_ids: [b.wooStore.id],
            },
          },
        },
      },
    );
    expect(foreign.http).toBe(400);
    const bThinks = await call<{ automation_product_settings: AutomationPushSetting }>(
      t.app,
      'GET',
      '/api/center/products/setting/automation-product/get',
      auth(b.user),
    );
    expect(bThinks.body.data!.automation_product_settings.is_enable).toBe(false);

    const channels = {
      channels: [
        {
          store_id: a.shopifyStore.id,
          checked: true,
          settings: publish,
          publications: [a.channel('google')],
        },
      ],
    };
    const put = await call(t.app, 'PUT', '/api/center/products/setting/update_channel', {
      ...auth(a.user),
      body: channels,
    });
    expect(put.body.status).toBe(200);
    const read = await call(t.app, 'GET', '/api/center/products/setting/channel', auth(a.user));
    expect(read.body.data).toEqual(channels);
    const tiktok = await call(t.app, 'GET', '/api/tiktok/listing-prerequisites', auth(a.user));
    expect(tiktok.body.data).toEqual({ connected: false, ready: false, missing: ['store'] });
  });

  it('prompts for a review after three triggers, when verified, not within 24 hours', async () => {
    const m = await merchant('review');
    const item = await insertImport(t.db, m.user.workplaceId, 'Review Shirt');
    const state = () =>
      call<ReviewPromptState>(t.app, 'GET', '/api/core/reviews/prompt', { token: m.user.token });
    // an account that has done nothing yet is not asked
    const idle = await signUp(t.app, `review-idle-${Date.now()}@example.test`);
    expect(
      (await call(t.app, 'POST', '/api/core/reviews/verify', { token: idle.token })).body.data,
    ).toEqual({ verified: false });
    // the merchant's stores are connected: a trigger read from what the account did
    expect((await state()).body.data!.trigger_keys).toEqual(['store_connected']);
    // Shopify with two sales channels: three channels, a product_push trigger
    await push(m.user, {
      product_package_ids: [item.id],
      settings: [
        {
          store_id: m.shopifyStore.id,
          settings: publish,
          publications: [m.channel('google'), m.channel('shop-72')],
        },
      ],
    });
    expect((await state()).body.data!.trigger_keys).toEqual(['product_push', 'store_connected']);
    expect(
      (await call(t.app, 'POST', '/api/core/reviews/verify', { token: m.user.token })).body.data,
    ).toEqual({ verified: true });
    expect((await state()).body.data!.should_prompt).toBe(false); // two triggers of three
    const review = await call<{ id: string }>(t.app, 'POST', '/api/core/reviews', {
      token: m.user.token,
      body: { rating: 5, feedback: 'Great' },
    });
    const edited = await call(t.app, 'PUT', `/api/core/reviews/${review.body.data!.id}`, {
      token: m.user.token,
      body: { rating: 4 },
    });
    expect(edited.body.data).toMatchObject({ rating: 4 });
    const other = await merchant('review-other');
    const foreign = await call(t.app, 'PUT', `/api/core/reviews/${review.body.data!.id}`, {
      token: other.user.token,
      body: { rating: 1 },
    });
    expect(foreign.http).toBe(404);
    const hidden = await call<ReviewPromptState>(
      t.app,
      'POST',
      '/api/core/reviews/not-show-review',
      { token: m.user.token, body: { forever: true } },
    );
    expect(hidden.body.data).toMatchObject({ not_show: true, should_prompt: false });
  });

  it('a prompt closed unanswered waits 24 hours; Don’t ask again stops it; bad input is refused', async () => {
    const m = await merchant('review-later');
    // three triggers: the stores (observed), a push and an order placed (recorded here)
    await t.db
      .insert(reviewPromptStates)
      .values({ userId: m.user.userId, triggerKeys: ['product_push', 'order_placed'] });
    const verify = () => call(t.app, 'POST', '/api/core/reviews/verify', { token: m.user.token });
    const state = async () =>
      (
        await call<ReviewPromptState>(t.app, 'GET', '/api/core/reviews/prompt', {
          token: m.user.token,
        })
      ).body.data!;
    const notShow = (body: unknown) =>
      call<ReviewPromptState>(t.app, 'POST', '/api/core/reviews/not-show-review', {
        token: m.user.token,
        body,
      });
    expect((await state()).should_prompt).toBe(false); // not verified yet
    expect((await verify()).body.data).toEqual({ verified: true });
    expect(await state()).toMatchObject({
      trigger_keys: ['product_push', 'order_placed', 'store_connected'],
      should_prompt: true,
    });

    const later = await notShow({});
    expect(later.body.data).toMatchObject({ not_show: false, should_prompt: false });
    t.clock.advance(23 * 3_600_000);
    expect((await state()).should_prompt).toBe(false);
    t.clock.advance(3_600_000);
    expect((await state()).should_prompt).toBe(true);

    expect((await notShow({ forever: 'yes' })).http).toBe(400);
    expect((await state()).should_prompt).toBe(true); // the refused call changed nothing
    expect((await notShow({ forever: true })).body.data).toMatchObject({ not_show: true });
    t.clock.advance(48 * 3_600_000);
    expect((await state()).should_prompt).toBe(false);
  });
});
