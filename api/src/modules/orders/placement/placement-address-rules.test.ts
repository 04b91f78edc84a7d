import { eq } from 'drizzle-orm';
import {
  placementEntriesEndpoint,
  previewOrdersEndpoint,
  requestOrdersEndpoint,
} from '@omni/shared/contracts/orders';
import { pidOf, vidOf } from '../../../../../sandbox/src/cj/catalogue';
import { orderAddresses } from '../../../db/schema';
import { signUp } from '../../../testing/accounts';
import { setPlanLimits } from '../../../testing/plan-limits';
import { callEndpoint } from '../../../testing/call-endpoint';
import { linkCj, useSupplierStandIns } from '../../../testing/supplier-stand-ins';
import { useTestApp } from '../../../testing/test-app';
import { drainJobs } from '../../push/push-test-kit';
import { loadPlacementOrders } from './placement-orders';
import { supplierAddress } from './placement-preview';
import { insertOrder, insertStore, stockedVariant } from './placement-test-kit';

/*
 * Placement checks the destination's address rules (ADR 022) before a supplier sees the order:
 * what the supplier would reject fails here with the spec 002 §8 address key.
 */

const { cj } = useSupplierStandIns();
const t = useTestApp();

const cjVariant = (from = 0) =>
  stockedVariant(cj.catalogue, { product: pidOf, sku: vidOf }, 'cj', from);

async function merchant(email: string) {
  const user = await signUp(t.app, email);
  // bulk previews and placements need a plan with bulk placement
  await setPlanLimits(t.db, user.userId, { ORDER_FULFILLMENT: -1, BULK_ORDER_FULFILLMENT: -1 });
  const caller = { token: user.token, workplaceId: user.workplaceId };
  await linkCj(t.app, caller);
  const store = await insertStore(t.db, user.workplaceId);
  const order = (address = {}) =>
    insertOrder(t.db, user.workplaceId, store.id, [cjVariant(20)], address);
  return { user, caller, order };
}

const brazil = {
  city: 'São Paulo',
  zip: '01310-100',
  country: 'Brazil',
  countryCode: 'BR',
  province: null,
  phone: '+55 11 91234-5678',
};

describe('placement checks the address by its country’s rules', () => {
  it('refuses in preview and request an order its destination’s rules refuse, before the supplier', async () => {
    const m = await merchant('place-rules@example.test');
    const refused = [
      await m.order({ ...brazil, taxId: null }), // no CPF
      await m.order({ ...brazil, taxId: '529.982.247-24' }), // a CPF with a wrong check digit
      await m.order({ zip: '6270' }), // not a US ZIP
      await m.order({ phone: '+1 555 0100' }), // not a US number
    ];
    const ids = refused.map((o) => o.id);
    const preview = await callEndpoint(t.app, previewOrdersEndpoint, m.caller, {
      body: { orders: ids },
    });
    expect(preview.body.data!.orders.map((o) => o.error_key)).toEqual(
      ids.map(() => 'error_save_all_address'),
    );
    const before = cj.orders.size;
    const result = await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: ids },
    });
    expect(result.body.data).toEqual({
      entries: [],
      failed: ids.map((order_id) => ({ order_id, error_key: 'error_save_all_address' })),
    });
    expect(cj.orders.size).toBe(before);
  });

  it('passes a Brazilian address with a valid CPF and sends its phone in E.164', async () => {
    const m = await merchant('place-rules-canonical@example.test');
    const order = await m.order({ ...brazil, zip: '01310100', taxId: '529.982.247-25' });
    const [loaded] = await loadPlacementOrders(t.db, m.user.workplaceId, [order.id]);
    const address = supplierAddress(loaded!);
    expect(address).toMatchObject({
      countryCode: 'BR',
      phone: '+5511912345678',
      zip: '01310100',
    });
    // the CPF goes to the supplier as the rules normalised it
    expect(address!.taxId).toEqual(expect.stringMatching(/^[0-9.-]{11,14}$/));
    const placed = await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: [order.id] },
    });
    const reference = placed.body.data!.entries[0]!.reference;
    await drainJobs(t.app);
    const sent = [...cj.orders.values()].find((o) => o.orderNumber === reference);
    expect(sent?.taxId).toBe(address!.taxId);
  });

  it('sends no tax id where the order has none', async () => {
    const m = await merchant('place-rules-no-tax@example.test');
    const order = await m.order();
    const placed = await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: [order.id] },
    });
    const reference = placed.body.data!.entries[0]!.reference;
    await drainJobs(t.app);
    expect([...cj.orders.values()].find((o) => o.orderNumber === reference)?.taxId).toBe('');
  });

  it('fails a queued placement whose address was broken after the request, without a supplier order', async () => {
    const m = await merchant('place-rules-job@example.test');
    const order = await m.order();
    const placed = await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: [order.id] },
    });
    const [entry] = placed.body.data!.entries;
    expect(entry).toMatchObject({ status: 'processing' });
    await t.db
      .update(orderAddresses)
      .set({ zip: 'ABCDE' })
      .where(eq(orderAddresses.orderId, order.id));
    await drainJobs(t.app);
    const after = await callEndpoint(t.app, placementEntriesEndpoint, m.caller, {
      query: { ids: entry!.id },
    });
    expect(after.body.data!.entries[0]).toMatchObject({
      status: 'error',
      error_key: 'error_save_all_address',
    });
    expect([...cj.orders.values()].filter((o) => o.orderNumber === entry!.reference)).toEqual([]);
  });
});
