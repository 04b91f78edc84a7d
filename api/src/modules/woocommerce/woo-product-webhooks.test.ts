import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import type { InstallUrl } from '@omni/shared/contracts';
import { buildWooStandIn } from '../../../../sandbox/src/woocommerce/app';
import { webhookSignature, type WooWorld } from '../../../../sandbox/src/woocommerce/world';
import type { CatalogueCounts } from '@omni/shared/contracts';
import {
  importPushMarks,
  jobs,
  productCenterItems,
  storeListings,
  storeProducts,
  storeVariantLinks,
  woocommerceConnections,
} from '../../db/schema';
import { insertImport } from '../push/push-test-kit';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';
import { listStoreProducts } from '../store-products/store-product-repository';

// The WooCommerce stand-in sends its webhooks over HTTP; this relay hands them to the app.
let world: WooWorld;
let closeStandIn: () => Promise<void>;
let storeOrigin = '';
const relay = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    void t.app
      .inject({
        method: req.method as 'POST',
        url: req.url!,
        headers: req.headers as Record<string, string>,
        payload: Buffer.concat(chunks),
      })
      .then((answer) => res.writeHead(answer.statusCode).end(answer.body));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const standIn = await buildWooStandIn({ publicUrl: 'http://woo.placeholder' });
  world = standIn.world;
  await standIn.app.listen({ port: 0, host: '127.0.0.1' });
  closeStandIn = () => standIn.app.close();
  storeOrigin = `http://127.0.0.1:${(standIn.app.server.address() as AddressInfo).port}`;
  process.env.SANDBOX_ALLOWED_ORIGINS = storeOrigin;
  process.env.API_URL = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  delete process.env.SANDBOX_ALLOWED_ORIGINS;
  delete process.env.API_URL;
  await closeStandIn();
  await new Promise((resolve) => relay.close(resolve));
});

const t = useTestApp();

/** Connects the stand-in store as the merchant would (the store posts its keys back). */
async function connect(user: SignedInUser): Promise<string> {
  const install = await call<InstallUrl>(t.app, 'POST', '/api/auth/platform/woocommerce/install', {
    token: user.token,
    workplaceId: user.workplaceId,
    body: { shop: storeOrigin },
  });
  const nonce = new URL(install.body.data!.url).searchParams.get('user_id')!;
  const key = world.issueKey(nonce, 'Omni Dropshipping', 'read_write');
  const saved = await call<{ store_id: string }>(t.app, 'POST', '/api/woocommerce/callback', {
    body: {
      key_id: key.key_id,
      user_id: nonce,
      consumer_key: key.consumer_key,
      consumer_secret: key.consumer_secret,
      key_permissions: 'read_write',
    },
  });
  await t.app.jobs.runDue(); // webhooks subscribed, first order sync queued
  return saved.body.data!.store_id;
}

/** The merchant works in the store's admin (REST with the app's key, as wp-admin would). */
function storeAdmin(method: string, path: string, body?: unknown) {
  const key = world.keys.at(-1)!;
  return fetch(`${storeOrigin}/wp-json/wc/v3${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${key.consumer_key}:${key.consumer_secret}`).toString('base64')}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

const productJobs = () =>
  t.db.select().from(jobs).where(like(jobs.dedupeKey, 'woocommerce:webhook:%'));

describe('WooCommerce product webhooks', () => {
  it('keeps created, updated and deleted store products, variants included', async () => {
    const user = await signUp(t.app, 'woo-products@example.test');
    const storeId = await connect(user);
    const subscribed = world.webhooks.map((w) => w.topic).sort();
    expect(subscribed).toEqual(
      expect.arrayContaining(['product.created', 'product.deleted', 'product.updated']),
    );

    const created = await storeAdmin('POST', '/products', {
      name: 'Relay test tee',
      regular_price: '19.90',
      sku: 'RELAY-TEE',
    });
    expect(created.status).toBe(201);
    const tee = (await created.json()) as { id: number };
    await t.app.jobs.runDue();
    let kept = await listStoreProducts(t.db, user.workplaceId, storeId);
    expect(kept).toEqual([
      expect.objectContaining({
        externalId: String(tee.id),
        title: 'Relay test tee',
        status: 'publish',
        variants: [{ external_id: String(tee.id), sku: 'RELAY-TEE', price: '19.90' }],
      }),
    ]);

    // stock runs out on a variable product: its variations are read from the store
    const variable = world.products.find((p) => p.type === 'variable')!;
    await fetch(`${storeOrigin}/_control/stock-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: variable.id }),
    });
    await t.app.jobs.runDue();
    kept = await listStoreProducts(t.db, user.workplaceId, storeId);
    const kept2 = kept.find((p) => p.externalId === String(variable.id))!;
    expect(kept2.title).toBe(variable.name);
    expect(kept2.variants).toEqual(
      variable.variations.map((v) => ({ external_id: String(v.id), sku: v.sku, price: v.price })),
    );

    await storeAdmin('DELETE', `/products/${tee.id}?force=true`);
    await t.app.jobs.runDue();
    kept = await listStoreProducts(t.db, user.workplaceId, storeId);
    expect(kept.find((p) => p.externalId === String(tee.id))).toMatchObject({
      status: 'deleted',
      title: 'Relay test tee',
    });

    // another workplace sees none of them
    const other = await signUp(t.app, 'woo-products-other@example.test');
    expect(await listStoreProducts(t.db, other.workplaceId, storeId)).toEqual([]);
  });

  it('unmaps a product we pushed when the store deletes it (the import stays; other products are untouched)', async () => {
    const user = await signUp(t.app, 'woo-products-unmap@example.test');
    const storeId = await connect(user);
    const created = await storeAdmin('POST', '/products', {
      name: 'Pushed tee',
      regular_price: '19.90',
      sku: 'PUSHED-TEE',
    });
    const tee = (await created.json()) as { id: number };
    const kept = await storeAdmin('POST', '/products', { name: 'Kept tee', regular_price: '9.90' });
    const keptTee = (await kept.json()) as { id: number };
    await t.app.jobs.runDue();
    // what a successful push of two imports recorded (push-repository recordPushSuccess)
    const pushed = async (title: string, storeProductId: string) => {
      const item = await insertImport(t.db, user.workplaceId, title);
      const [center] = await t.db
        .insert(productCenterItems)
        .values({
          workplaceId: user.workplaceId,
          storeId,
          title,
          platformProductId: storeProductId,
        })
        .returning();
      const at = new Date();
      await t.db.insert(storeListings).values({
        importListItemId: item.id,
        storeId,
        workplaceId: user.workplaceId,
        productCenterItemId: center!.id,
        storeProductId,
        externalKey: `KEY-${storeProductId}`,
        adminUrl: '',
        pushedAt: at,
        updatedAt: at,
      });
      await t.db.insert(importPushMarks).values({
        importListItemId: item.id,
        workplaceId: user.workplaceId,
        storeId,
        channel: 'woocommerce',
        storeProductId,
        pushedAt: at,
      });
      await t.db.insert(storeVariantLinks).values({
        storeId,
        storeVariantId: storeProductId,
        storeProductId,
        importListItemId: item.id,
        source: 'omni',
        sourceProductId: item.sourceProductId,
        supplierVariantId: 'sup-S',
      });
      return item;
    };
    const gone = await pushed('Pushed tee', String(tee.id));
    const stays = await pushed('Kept tee', String(keptTee.id));
    const counts = () =>
      call<CatalogueCounts>(t.app, 'GET', '/api/center/products/count', {
        token: user.token,
        workplaceId: user.workplaceId,
      });
    expect((await counts()).body.data).toMatchObject({ mapped: 2, unmapped: 0 });

    await storeAdmin('DELETE', `/products/${tee.id}?force=true`);
    await t.app.jobs.runDue();
    expect((await counts()).body.data).toMatchObject({ import_list: 2, mapped: 1, unmapped: 0 });
    const rows = async (importId: string) => ({
      listings: await t.db
        .select()
        .from(storeListings)
        .where(eq(storeListings.importListItemId, importId)),
      marks: await t.db
        .select()
        .from(importPushMarks)
        .where(eq(importPushMarks.importListItemId, importId)),
      links: await t.db
        .select()
        .from(storeVariantLinks)
        .where(eq(storeVariantLinks.importListItemId, importId)),
    });
    expect(await rows(gone.id)).toEqual({ listings: [], marks: [], links: [] });
    const centre = await t.db
      .select({ title: productCenterItems.title })
      .from(productCenterItems)
      .where(eq(productCenterItems.workplaceId, user.workplaceId));
    expect(centre).toEqual([{ title: 'Kept tee' }]);
    const other = await rows(stays.id);
    expect([other.listings.length, other.marks.length, other.links.length]).toEqual([1, 1, 1]);
  });

  it('takes a delivery repeated five times once, ignores an older version, and refuses bad signatures', async () => {
    const user = await signUp(t.app, 'woo-products-dup@example.test');
    const storeId = await connect(user);
    const secret = world.webhooks.find(
      (w) => w.topic === 'product.updated' && w.delivery_url.includes(storeId),
    )!.secret;
    const simple = world.products.find((p) => p.type === 'simple')!;
    const version = (name: string, modified: string) =>
      JSON.stringify({ ...world.productJson(simple), name, date_modified_gmt: modified });
    const deliver = (
      body: string,
      deliveryId: string,
      signature = webhookSignature(body, secret),
    ) =>
      t.app.inject({
        method: 'POST',
        url: `/api/woocommerce/webhooks/${storeId}`,
        headers: {
          'content-type': 'application/json',
          'x-wc-webhook-signature': signature,
          'x-wc-webhook-topic': 'product.updated',
          'x-wc-webhook-delivery-id': deliveryId,
        },
        payload: body,
      });
    const before = (await productJobs()).length;

    const newer = version('Renamed in the store', '2030-01-02T10:00:00');
    for (let i = 0; i < 5; i += 1) expect((await deliver(newer, '9001')).statusCode).toBe(200);
    expect(await productJobs()).toHaveLength(before + 1);
    await t.app.jobs.runDue();
    expect(await t.db.select().from(storeProducts)).toEqual([
      expect.objectContaining({ externalId: String(simple.id), title: 'Renamed in the store' }),
    ]);

    // a late delivery of an older version changes nothing
    expect((await deliver(version('Old name', '2030-01-01T10:00:00'), '9000')).statusCode).toBe(
      200,
    );
    await t.app.jobs.runDue();
    expect((await t.db.select().from(storeProducts))[0]!.title).toBe('Renamed in the store');

    // altered body, foreign secret, no signature: 401 and nothing queued or written
    const forged = version('Forged', '2030-01-03T10:00:00');
    const queued = (await productJobs()).length;
    for (const answer of [
      await deliver(forged, '9002', webhookSignature(newer, secret)),
      await deliver(forged, '9003', webhookSignature(forged, 'not-the-secret')),
      await deliver(forged, '9004', ''),
    ])
      expect(answer.statusCode).toBe(401);
    await t.app.jobs.runDue();
    expect(await productJobs()).toHaveLength(queued);
    expect((await t.db.select().from(storeProducts))[0]!.title).toBe('Renamed in the store');
  });

  it('subscribes a store connected before the product topics existed at its next sync', async () => {
    const user = await signUp(t.app, 'woo-products-late@example.test');
    const storeId = await connect(user);
    const ofStore = () => world.webhooks.filter((w) => w.delivery_url.includes(storeId));
    // as connected before: only the order webhooks on the store and in our row
    for (const webhook of ofStore().filter((w) => w.topic.startsWith('product.')))
      await storeAdmin('DELETE', `/webhooks/${webhook.id}?force=true`);
    await t.db
      .update(woocommerceConnections)
      .set({ webhookIds: ofStore().map((w) => w.id) })
      .where(eq(woocommerceConnections.storeId, storeId));
    expect(
      ofStore()
        .map((w) => w.topic)
        .sort(),
    ).toEqual(['order.created', 'order.updated']);

    const sync = await call(t.app, 'POST', `/api/woocommerce/stores/${storeId}/sync`, {
      token: user.token,
      workplaceId: user.workplaceId,
    });
    expect(sync.http).toBe(200);
    await t.app.jobs.runDue(); // the syncs (this one and the first periodic) queue one subscribe
    await t.app.jobs.runDue();
    expect(
      ofStore()
        .map((w) => w.topic)
        .sort(),
    ).toEqual([
      'order.created',
      'order.updated',
      'product.created',
      'product.deleted',
      'product.updated',
    ]);
    const [row] = await t.db
      .select()
      .from(woocommerceConnections)
      .where(eq(woocommerceConnections.storeId, storeId));
    expect(row!.webhookIds.sort()).toEqual(
      ofStore()
        .map((w) => w.id)
        .sort(),
    );
  });
});
