import { eq } from 'drizzle-orm';
import {
  NEED_CHANGE_SUPPLIER,
  changeSupplierEndpoint,
  orderDetailEndpoint,
  placementEntriesEndpoint,
  previewOrdersEndpoint,
  requestOrdersEndpoint,
  type SourceRecommend,
} from '@omni/shared/contracts/orders';
import { orderLineItems } from '../../../db/schema';
import { callEndpoint, type Caller } from '../../../testing/call-endpoint';
import { useSupplierStandIns } from '../../../testing/supplier-stand-ins';
import { useTestApp } from '../../../testing/test-app';
import { drainJobs } from '../../push/push-test-kit';
import { orderLogOf, placementMerchant, standInVariants } from '../placement/placement-test-kit';

const { ae, cj, urls } = useSupplierStandIns();
const t = useTestApp();
const { aeVariant, cjVariant } = standInVariants({ ae, cj });
const merchant = (email: string) => placementMerchant(t.app, t.db, urls.ae, email);

const lineOf = async (orderId: string) =>
  (await t.db.select().from(orderLineItems).where(eq(orderLineItems.orderId, orderId)))[0]!;
const recommendOf = async (orderId: string) =>
  (await lineOf(orderId)).sourceRecommend as SourceRecommend | null;
const preview = (caller: Caller, orderId: string) =>
  callEndpoint(t.app, previewOrdersEndpoint, caller, { body: { orders: [orderId] } });
const detailLines = async (caller: Caller, orderId: string) =>
  (await callEndpoint(t.app, orderDetailEndpoint, caller, { params: { order_id: orderId } })).body
    .data!.line_items;
const unavailableLogs = async (caller: Caller, orderId: string) =>
  (await orderLogOf(t.app, caller, orderId)).filter((l) => l.action === 'supplier_unavailable');

describe('NEED_CHANGE_SUPPLIER: lines their supplier no longer supplies (spec 002 §5, §8)', () => {
  it('marks a line when the supplier reports it out of stock while pricing, once, and leaves it out of the order without a recommendation', async () => {
    const m = await merchant('need-change-stock@example.test');
    const variant = aeVariant(10);
    const order = await m.order([variant]);
    ae.catalogue.runOutOfStock(variant.index, variant.variant);

    const priced = await preview(m.caller, order.id);
    expect(priced.body.data!.orders[0]!.error_key).toBe('product_out_of_stock');
    expect(await recommendOf(order.id)).toEqual({
      error_code: NEED_CHANGE_SUPPLIER,
      reason: 'product_out_of_stock',
      source: 'aliexpress',
      source_product_id: variant.productId,
      sku_id: variant.skuId,
      stock: 0,
      observed_at: expect.any(String),
      // nothing else was ever seen for this store variant: no recommendation is made up
      recommend: null,
    });
    // spec 002 §5: marked and without a recommendation, the line is left out
    expect(await detailLines(m.caller, order.id)).toEqual([]);
    expect(await unavailableLogs(m.caller, order.id)).toEqual([
      {
        action: 'supplier_unavailable',
        data: {
          title: 'Item 0',
          source: 'aliexpress',
          error_key: 'product_out_of_stock',
          recommended: null,
        },
        user_name: null,
      },
    ]);
    // pricing it again says nothing new
    await preview(m.caller, order.id);
    expect(await unavailableLogs(m.caller, order.id)).toHaveLength(1);
  });

  it('recommends the product the merchant moved the same store variant to on another order, seen in stock, and the move clears the mark', async () => {
    const m = await merchant('need-change-recommend@example.test');
    const variant = aeVariant(20);
    const earlier = await m.order([variant]);
    const earlierLine = await lineOf(earlier.id);
    const cjOther = cjVariant(3);
    const moved = await callEndpoint(t.app, changeSupplierEndpoint, m.caller, {
      params: { id: earlier.id },
      body: {
        line_items: [
          {
            id: earlierLine.id,
            source: 'cj',
            source_product_id: cjOther.productId,
            sku_id: cjOther.skuId,
          },
        ],
      },
    });
    expect(moved.http).toBe(200);
    // a later order of the same store variant, still placed with the AliExpress product
    const later = await m.order([variant]);
    const laterLine = await lineOf(later.id);
    await t.db
      .update(orderLineItems)
      .set({ platformVariantId: earlierLine.platformVariantId })
      .where(eq(orderLineItems.id, laterLine.id));
    ae.catalogue.runOutOfStock(variant.index, variant.variant);

    await preview(m.caller, later.id);
    const marked = await recommendOf(later.id);
    expect(marked).toMatchObject({
      error_code: NEED_CHANGE_SUPPLIER,
      reason: 'product_out_of_stock',
      source_product_id: variant.productId,
      recommend: {
        source: 'cj',
        source_product_id: cjOther.productId,
        sku_id: cjOther.skuId,
        order_id: earlier.id,
        unit_cost: { amount: expect.stringMatching(/^\d+\.\d{2}$/), currency: 'USD' },
      },
    });
    expect(marked!.recommend!.stock).toBeGreaterThanOrEqual(1);
    // a recommended line stays in the order, with what was seen
    const [shown] = await detailLines(m.caller, later.id);
    expect(shown!.id).toBe(laterLine.id);
    expect(shown!.source_recommend).toMatchObject({ recommend: { source: 'cj' } });
    expect((await unavailableLogs(m.caller, later.id))[0]!.data).toMatchObject({
      recommended: 'cj',
    });

    const { recommend } = marked!;
    const applied = await callEndpoint(t.app, changeSupplierEndpoint, m.caller, {
      params: { id: later.id },
      body: {
        line_items: [
          {
            id: laterLine.id,
            source: 'cj',
            source_product_id: recommend!.source_product_id,
            sku_id: recommend!.sku_id,
          },
        ],
      },
    });
    expect(applied.http).toBe(200);
    expect((await recommendOf(later.id))?.error_code).toBeUndefined();
    expect(
      (await preview(m.caller, later.id)).body.data!.orders.map((o) => [o.source, o.error_key]),
    ).toEqual([['cj', null]]);
  });

  it('marks the line when the supplier refuses to create the order for stock that ran out after pricing', async () => {
    const m = await merchant('need-change-job@example.test');
    const variant = aeVariant(30);
    const order = await m.order([variant]);
    const placed = await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: [order.id] },
    });
    expect(placed.body.data!.entries).toHaveLength(1);
    expect(await recommendOf(order.id)).toBeNull();
    ae.catalogue.runOutOfStock(variant.index, variant.variant);

    await drainJobs(t.app);
    const after = await callEndpoint(t.app, placementEntriesEndpoint, m.caller, {
      query: { ids: placed.body.data!.entries[0]!.id },
    });
    expect(after.body.data!.entries[0]).toMatchObject({
      status: 'error',
      error_key: 'product_out_of_stock',
    });
    expect(await recommendOf(order.id)).toMatchObject({
      error_code: NEED_CHANGE_SUPPLIER,
      reason: 'product_out_of_stock',
      sku_id: variant.skuId,
      stock: 0,
    });
  });

  it('takes the mark off when the supplier reports the product available again', async () => {
    const m = await merchant('need-change-back@example.test');
    const variant = aeVariant(40);
    const order = await m.order([variant]);
    const line = await lineOf(order.id);
    const stale: SourceRecommend = {
      error_code: NEED_CHANGE_SUPPLIER,
      reason: 'product_out_of_stock',
      source: 'aliexpress',
      source_product_id: variant.productId,
      sku_id: variant.skuId,
      stock: 0,
      observed_at: new Date(0).toISOString(),
      recommend: null,
    };
    await t.db
      .update(orderLineItems)
      .set({ sourceRecommend: stale as unknown as Record<string, unknown> })
      .where(eq(orderLineItems.id, line.id));
    expect(await detailLines(m.caller, order.id)).toEqual([]);

    const priced = await preview(m.caller, order.id);
    expect(priced.body.data!.orders[0]!.error_key).toBeNull();
    expect(await recommendOf(order.id)).toBeNull();
    expect((await detailLines(m.caller, order.id)).map((l) => l.id)).toEqual([line.id]);
  });
});
