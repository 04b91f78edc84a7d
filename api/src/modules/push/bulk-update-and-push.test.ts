import { count, eq } from 'drizzle-orm';
import type { ImportProduct } from '@omni/shared/contracts/catalogue';
import type { BulkUpdateAndPush, PushResult } from '@omni/shared/contracts/push';
import { MessageKey } from '@omni/shared/errors';
import { importListItems, pushEntries } from '../../db/schema';
import type { SignedInUser } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';
import { saveBodyOf } from '../catalogue/testing/imports';
import { useShopifyStandIn } from '../shopify/shopify-test-kit';
import {
  drainJobs,
  insertImport,
  PUBLISH_ALL,
  pushMerchant,
  SHOP,
  useWooStandIn,
} from './push-test-kit';

const woo = useWooStandIn();
const shopify = useShopifyStandIn(() => t.app);
const t = useTestApp();

const PATH = '/api/center/products/bulk-update-and-push-multiple-channel';
const auth = (user: SignedInUser) => ({ token: user.token, workplaceId: user.workplaceId });
const publish = PUBLISH_ALL;
type Answer = PushResult & { products: ImportProduct[] };

async function merchant(name: string) {
  const m = await pushMerchant(t, { shopify, woo }, name);
  const item = await insertImport(t.db, m.user.workplaceId, `${name} shirt`);
  const loaded = await call<ImportProduct>(t.app, 'GET', `/api/center/products/${item.id}`, m.auth);
  return { ...m, item, product: loaded.body.data! };
}

const entriesOf = async (importId: string) =>
  Number(
    (
      await t.db
        .select({ n: count() })
        .from(pushEntries)
        .where(eq(pushEntries.importListItemId, importId))
    )[0]!.n,
  );

describe('POST center/products/bulk-update-and-push-multiple-channel (the editor’s save and push)', () => {
  it('saves the edit at its version, then pushes the saved product to every store; the pod path is the same call', async () => {
    const m = await merchant('savepush');
    const update = {
      ...saveBodyOf(m.product),
      title: 'Saved then pushed',
      variants: m.product.variants.map((v) => ({ ...v, price: 2450 })),
    };
    const body: BulkUpdateAndPush = {
      products: [{ id: m.item.id, update }],
      settings: [
        { store_id: m.shopifyStore.id, settings: publish },
        { store_id: m.wooStore.id, settings: publish },
      ],
    };
    const answer = await call<Answer>(t.app, 'POST', PATH, { ...auth(m.user), body });
    expect(answer.body.status).toBe(200);
    expect(answer.body.data!.products[0]).toMatchObject({
      title: 'Saved then pushed',
      version: m.product.version + 1,
    });
    expect(answer.body.data!.entries.map((e) => [e.channel, e.status])).toEqual([
      ['shopify', 'processing'],
      ['woocommerce', 'processing'],
    ]);
    await drainJobs(t.app);
    const [inShop] = shopify.world
      .shop(SHOP)
      .products.filter((p) => p.title === 'Saved then pushed');
    expect(inShop!.variants.map((v) => v.price)).toEqual(['24.50', '24.50']);
    const [inWoo] = woo.world.products.filter((p) => p.name === 'Saved then pushed');
    expect(inWoo!.variations.map((v) => v.price)).toEqual(['24.50', '24.50']);

    // the same again with the version it now has: an update of both store products, no new ones
    const again = await call<Answer>(
      t.app,
      'POST',
      '/api/center/products/bulk-update-and-push-multiple-channel-pod',
      {
        ...auth(m.user),
        body: {
          ...body,
          products: [
            {
              id: m.item.id,
              update: { ...saveBodyOf(answer.body.data!.products[0]!), title: 'Saved twice' },
            },
          ],
        },
      },
    );
    expect(again.body.status).toBe(200);
    await drainJobs(t.app);
    expect(shopify.world.shop(SHOP).products.filter((p) => p.title === 'Saved twice')).toHaveLength(
      1,
    );
    expect(woo.world.products.filter((p) => p.name === 'Saved twice')).toHaveLength(1);
    expect(
      shopify.world.shop(SHOP).products.filter((p) => p.title === 'Saved then pushed'),
    ).toHaveLength(0);
  });

  it('saves and pushes nothing on a stale version, another workplace’s product or store, or bad input', async () => {
    const a = await merchant('ownera');
    const b = await merchant('ownerb');
    const update = { ...saveBodyOf(a.product), title: 'Must not be saved' };
    const settings = [{ store_id: a.shopifyStore.id, settings: publish }];
    const send = (user: SignedInUser, body: unknown) =>
      call<Answer>(t.app, 'POST', PATH, { ...auth(user), body });

    // another tab saved meanwhile: this version is stale
    const other = await call(t.app, 'PUT', `/api/center/products/${a.item.id}`, {
      ...auth(a.user),
      body: { ...saveBodyOf(a.product), title: 'Saved in another tab' },
    });
    expect(other.http).toBe(200);
    const stale = await send(a.user, { products: [{ id: a.item.id, update }], settings });
    expect(stale.http).toBe(422);
    expect(stale.body.message).toBe(MessageKey.VersionConflict);
    // B names A's product, or pushes its own product to A's store
    const foreignProduct = await send(b.user, {
      products: [{ id: a.item.id, update }],
      settings: [{ store_id: b.shopifyStore.id, settings: publish }],
    });
    expect(foreignProduct.http).toBe(404);
    const foreignStore = await send(b.user, {
      products: [
        { id: b.item.id, update: { ...saveBodyOf(b.product), title: 'Must not be saved' } },
      ],
      settings,
    });
    expect(foreignStore.http).toBe(404);
    for (const bad of [
      { products: [], settings },
      { products: [{ id: a.item.id, update }], settings: [] },
      { products: [{ id: a.item.id, update: { ...update, title: '' } }], settings },
      { products: [{ id: 'not-an-id', update }], settings },
    ])
      expect((await send(a.user, bad)).http).toBe(400);

    for (const item of [a.item, b.item]) {
      const [row] = await t.db
        .select()
        .from(importListItems)
        .where(eq(importListItems.id, item.id));
      expect(row!.title).not.toBe('Must not be saved');
      expect(await entriesOf(item.id)).toBe(0);
    }
  });
});
