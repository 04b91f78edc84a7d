import { and, eq } from 'drizzle-orm';
import {
  changeSupplierEndpoint,
  orderDetailEndpoint,
  previewOrdersEndpoint,
} from '@omni/shared/contracts/orders';
import { orderLineItems, orders, supplierAccounts } from '../../../db/schema';
import { signUp } from '../../../testing/accounts';
import { callEndpoint } from '../../../testing/call-endpoint';
import { useSupplierStandIns } from '../../../testing/supplier-stand-ins';
import { call, useTestApp } from '../../../testing/test-app';
import { orderLogOf, placementMerchant, standInVariants } from '../placement/placement-test-kit';
import { withoutChangeMark } from './change-supplier-service';

const { ae, cj, urls } = useSupplierStandIns();
const t = useTestApp();

const { aeVariant, cjVariant } = standInVariants({ ae, cj });
const merchant = (email: string) => placementMerchant(t.app, t.db, urls.ae, email);

const linesOf = async (orderId: string) =>
  t.db.select().from(orderLineItems).where(eq(orderLineItems.orderId, orderId));

describe('change supplier of order lines (POST orders/{id}/change-supplier)', () => {
  it('moves a line to another supplier product, clears its method and the change mark, and places it there', async () => {
    const m = await merchant('supplier-change@example.test');
    const order = await m.order([aeVariant()]);
    const [line] = await linesOf(order.id);
    // the supplier said the line needs a new supplier, and recommended one
    const cjNew = cjVariant(2);
    await t.db
      .update(orderLineItems)
      .set({
        sourceRecommend: { error_code: 'NEED_CHANGE_SUPPLIER' },
        replaceSupplier: { source: 'cj', source_product_id: cjNew.productId, sku_id: cjNew.skuId },
        shippingFee: '3.10',
        shippingInfo: {
          service_name: 'Old',
          amount: 3.1,
          processing_time: '',
          delivery_time: '5-9',
        },
      })
      .where(eq(orderLineItems.id, line!.id));
    const before = (
      await callEndpoint(t.app, orderDetailEndpoint, m.caller, { params: { order_id: order.id } })
    ).body.data!;
    // a recommended line stays in the detail (spec 002 §5)
    expect(before.line_items.map((l) => l.id)).toEqual([line!.id]);

    const changed = await callEndpoint(t.app, changeSupplierEndpoint, m.caller, {
      params: { id: order.id },
      body: {
        line_items: [
          { id: line!.id, source: 'cj', source_product_id: cjNew.productId, sku_id: cjNew.skuId },
        ],
      },
    });
    expect(changed.http).toBe(200);
    expect(changed.body.data!.line_items).toEqual([
      {
        id: line!.id,
        replace_supplier: { source: 'cj', source_product_id: cjNew.productId, sku_id: cjNew.skuId },
      },
    ]);
    const [saved] = await linesOf(order.id);
    expect(saved!.sourceRecommend).toBeNull();
    expect(saved!.shippingFee).toBeNull();
    expect(saved!.shippingInfo).toBeNull();
    // what CJ quoted for the sku is kept with it: the order's estimate reads it, asking no supplier
    const quoted = cj.catalogue
      .product(cjNew.index)
      .variants.find((v) => v.index === cjNew.variant)!.price;
    const cost = { amount: Math.round(quoted * 100), currency: 'USD' };
    expect(saved!.replaceSupplier).toEqual({
      source: 'cj',
      source_product_id: cjNew.productId,
      sku_id: cjNew.skuId,
      cost,
    });

    const detail = (
      await callEndpoint(t.app, orderDetailEndpoint, m.caller, { params: { order_id: order.id } })
    ).body.data!;
    expect(detail.line_items[0]).toMatchObject({
      source: 'cj',
      source_product_id: cjNew.productId,
      sku_id: cjNew.skuId,
      unmapped_product: false,
    });
    expect(detail.totals.supplier_shipping_fee).toBeNull();
    expect(detail.totals.expected_product_cost).toEqual({
      amount: cost.amount * saved!.quantity,
      currency: 'USD',
    });
    expect((await orderLogOf(t.app, m.caller, order.id))[0]).toMatchObject({
      action: 'supplier_changed',
      data: {
        lines: [
          {
            title: 'Item 0',
            source: 'cj',
            source_product_id: cjNew.productId,
            sku_id: cjNew.skuId,
          },
        ],
      },
    });

    const preview = await callEndpoint(t.app, previewOrdersEndpoint, m.caller, {
      body: { orders: [order.id] },
    });
    const quote = preview.body.data!.orders[0]!;
    expect(quote.source).toBe('cj');
    expect(quote.lines[0]).toMatchObject({ product_id: cjNew.productId, sku_id: cjNew.skuId });
    expect(quote.error_key).toBeNull();
  });

  it('refuses a product or sku the supplier does not have and a line of another order; nothing changes', async () => {
    const m = await merchant('supplier-refuse@example.test');
    const order = await m.order([aeVariant()]);
    const [line] = await linesOf(order.id);
    const other = await m.order([aeVariant(4)]);
    const [otherLine] = await linesOf(other.id);
    const ae1 = aeVariant(6);

    const refused = await callEndpoint(t.app, changeSupplierEndpoint, m.caller, {
      params: { id: order.id },
      body: {
        line_items: [
          {
            id: line!.id,
            source: 'aliexpress',
            source_product_id: '9999999999999999999',
            sku_id: '1',
          },
          { id: line!.id, source: 'aliexpress', source_product_id: ae1.productId, sku_id: 'NOPE' },
          {
            id: otherLine!.id,
            source: 'aliexpress',
            source_product_id: ae1.productId,
            sku_id: ae1.skuId,
          },
        ],
      },
    });
    expect(refused.http).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        field: 'line_items.0.source_product_id',
        message: 'FieldInvalid',
        params: { rule: 'not_found' },
      },
      { field: 'line_items.1.sku_id', message: 'FieldInvalid', params: { rule: 'not_found' } },
      { field: 'line_items.2.id', message: 'FieldInvalid', params: { rule: 'unknown_line' } },
    ]);
    expect((await linesOf(order.id))[0]!.replaceSupplier).toBeNull();
    expect((await linesOf(other.id))[0]!.replaceSupplier).toBeNull();
  });

  it('changes nothing for another workplace, a placed order, an unlinked supplier or bad input', async () => {
    const m = await merchant('supplier-guard@example.test');
    const order = await m.order([aeVariant()]);
    const [line] = await linesOf(order.id);
    const cj0 = cjVariant();
    const body = {
      line_items: [
        {
          id: line!.id,
          source: 'cj' as const,
          source_product_id: cj0.productId,
          sku_id: cj0.skuId,
        },
      ],
    };

    const b = await signUp(t.app, 'supplier-guard-b@example.test');
    const foreign = await callEndpoint(
      t.app,
      changeSupplierEndpoint,
      { token: b.token, workplaceId: b.workplaceId },
      { params: { id: order.id }, body },
    );
    expect(foreign.http).toBe(404);

    await t.db
      .update(orders)
      .set({ section: 'payment', subStatus: 'waiting_payment' })
      .where(eq(orders.id, order.id));
    const placed = await callEndpoint(t.app, changeSupplierEndpoint, m.caller, {
      params: { id: order.id },
      body,
    });
    expect(placed.body.errors).toEqual([
      { field: 'id', message: 'FieldInvalid', params: { rule: 'order_placed' } },
    ]);
    expect((await linesOf(order.id))[0]!.replaceSupplier).toBeNull();

    // a merchant whose CJ account is no longer linked
    const bare = await placementMerchant(t.app, t.db, urls.ae, 'supplier-guard-c@example.test');
    const bareOrder = await bare.order([aeVariant()]);
    const [bareLine] = await linesOf(bareOrder.id);
    await t.db
      .delete(supplierAccounts)
      .where(
        and(
          eq(supplierAccounts.workplaceId, bare.user.workplaceId),
          eq(supplierAccounts.source, 'cj'),
        ),
      );
    const unlinked = await callEndpoint(t.app, changeSupplierEndpoint, bare.caller, {
      params: { id: bareOrder.id },
      body: { line_items: [{ ...body.line_items[0]!, id: bareLine!.id }] },
    });
    expect(unlinked.body.errors).toEqual([
      {
        field: 'line_items.0.source',
        message: 'FieldInvalid',
        params: { rule: 'supplier_not_linked' },
      },
    ]);

    for (const bad of [
      { line_items: [] },
      { line_items: [{ ...body.line_items[0]!, source: 'temu' }] },
      { line_items: [{ ...body.line_items[0]!, source_product_id: '1 OR 1=1' }] },
      { line_items: [{ id: line!.id, source: 'cj', source_product_id: cj0.productId }] },
    ]) {
      const res = await call(t.app, 'POST', `/api/orders/${bareOrder.id}/change-supplier`, {
        ...bare.caller,
        body: bad,
      });
      expect(res.http).toBe(400);
    }
    expect((await linesOf(bareOrder.id))[0]!.replaceSupplier).toBeNull();
  });

  it('drops only the NEED_CHANGE_SUPPLIER mark from what the supplier recommended', () => {
    expect(withoutChangeMark({ error_code: 'NEED_CHANGE_SUPPLIER', products: ['1'] })).toEqual({
      products: ['1'],
    });
    expect(withoutChangeMark({ error_code: 'NEED_CHANGE_SUPPLIER' })).toBeNull();
    expect(withoutChangeMark({ error_code: 'OTHER' })).toEqual({ error_code: 'OTHER' });
    expect(withoutChangeMark(null)).toBeNull();
  });
});
