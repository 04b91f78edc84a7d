import {
  orderDetailEndpoint,
  placementEntriesEndpoint,
  previewOrdersEndpoint,
  requestOrdersEndpoint,
} from '@omni/shared/contracts/orders';
import { callEndpoint } from '../../../testing/call-endpoint';
import { useSupplierStandIns } from '../../../testing/supplier-stand-ins';
import { useTestApp } from '../../../testing/test-app';
import { drainJobs } from '../../push/push-test-kit';
import {
  orderLogOf,
  orderState,
  placementMerchant,
  standInVariants,
  useAliExpressRefusals,
} from './placement-test-kit';

/*
 * AliExpress refusals with a key of their own, through the whole placement path (request, job,
 * entry, order, history, preview): REPEATED_ORDER_ERROR (AliExpress already has an order with the
 * placement's reference as out_order_id) and the account refusals (BLACKLIST_BUYER_IN_LIST …).
 * The stand-in answers them through POST /_control/refuse-orders.
 */

const { ae, cj, urls } = useSupplierStandIns();
const t = useTestApp();
const { aeVariant } = standInVariants({ ae, cj });

const refuseOrders = useAliExpressRefusals(urls);

/** Requests the order's placement, runs the job, and answers its entry as the panel reads it. */
async function placeRefused(email: string, from: number) {
  const m = await placementMerchant(t.app, t.db, urls.ae, email);
  const order = await m.order([aeVariant(from)]);
  const queued = await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
    body: { order_ids: [order.id] },
  });
  expect(queued.body.data!.entries).toHaveLength(1);
  await drainJobs(t.app);
  const entries = await callEndpoint(t.app, placementEntriesEndpoint, m.caller, {
    query: { ids: queued.body.data!.entries[0]!.id },
  });
  return { m, order, entry: entries.body.data!.entries[0]! };
}

describe('AliExpress order refusals with a key of their own', () => {
  it('ends a repeated create as error_repeated_order, keeps the reference and warns the next preview', async () => {
    await refuseOrders('REPEATED_ORDER_ERROR');
    const { m, order, entry } = await placeRefused('ae-repeated@example.test', 12);
    expect(entry).toMatchObject({
      source: 'aliexpress',
      status: 'error',
      error_key: 'error_repeated_order',
      source_order_numbers: [],
    });
    // not retried as a passing failure: the job ended on the first answer
    expect(await orderState(t.db, order.id)).toEqual({ section: 'placement', subStatus: 'ready' });
    const detail = await callEndpoint(t.app, orderDetailEndpoint, m.caller, {
      params: { order_id: order.id },
    });
    expect(detail.body.data!.error_message).toBe('error_repeated_order');
    // the history names the reference AliExpress has the order under
    const failed = (await orderLogOf(t.app, m.caller, order.id)).find(
      (e) => e.action === 'placement_failed',
    );
    expect(failed?.data).toEqual({
      source: 'aliexpress',
      error_key: 'error_repeated_order',
      reference: entry.reference,
    });

    // placing it again is previewed with the reference to check on AliExpress first
    await refuseOrders('');
    const preview = await callEndpoint(t.app, previewOrdersEndpoint, m.caller, {
      body: { orders: [order.id] },
    });
    expect(preview.body.data!.orders).toEqual([
      expect.objectContaining({
        source: 'aliexpress',
        error_key: null,
        repeated_reference: entry.reference,
      }),
    ]);
  });

  it.each([
    'BLACKLIST_BUYER_IN_LIST',
    'USER_ACCOUNT_DISABLED',
    'A003_SUSPICIOUS_BUYER',
    'A006_INVALID_ACCOUNT_INFO',
  ])('ends a %s refusal as error_supplier_account, the generic failure no more', async (code) => {
    await refuseOrders(code);
    const { m, order, entry } = await placeRefused(
      `ae-account-${code.toLowerCase()}@example.test`,
      14,
    );
    expect(entry).toMatchObject({
      source: 'aliexpress',
      status: 'error',
      error_key: 'error_supplier_account',
      source_order_numbers: [],
    });
    const detail = await callEndpoint(t.app, orderDetailEndpoint, m.caller, {
      params: { order_id: order.id },
    });
    expect(detail.body.data!.error_message).toBe('error_supplier_account');
    const failed = (await orderLogOf(t.app, m.caller, order.id)).find(
      (e) => e.action === 'placement_failed',
    );
    // only the repeated order names its reference
    expect(failed?.data).toEqual({ source: 'aliexpress', error_key: 'error_supplier_account' });
    const preview = await callEndpoint(t.app, previewOrdersEndpoint, m.caller, {
      body: { orders: [order.id] },
    });
    expect(preview.body.data!.orders[0]).not.toHaveProperty('repeated_reference');
  });
});
