import type { StoreTrackingRefusal } from '@omni/shared/contracts/orders';
import {
  ShopifyGraphqlError,
  type ShopifyAdminClient,
} from '../../../integrations/shopify/admin-client';
import {
  createFulfilment,
  fulfilmentGroups,
  readFulfilmentState,
  type FulfilmentState,
  type Tracking,
} from '../../../integrations/shopify/admin-operations';
import { WooApiError, type WooRestClient } from '../../../integrations/woocommerce/woo-rest-client';

/*
 * Sending one parcel's tracking number to the store an order came from (ADR 045). Each sender
 * first reads what the store already has, so a job run again (at-least-once) never fulfils or
 * notes the same number twice, and a store order that is cancelled, gone or already fulfilled
 * there is an answer (a refusal), not a failure. Anything else (the store down, throttling)
 * throws, and the queue retries.
 */

/** What the store did with the number: it has it (now or from before), or it did not take it. */
export type StoreOutcome =
  { sent: true } | { sent: false; reason: StoreTrackingRefusal; message?: string };

const SENT: StoreOutcome = { sent: true };
const refused = (reason: StoreTrackingRefusal, message?: string): StoreOutcome => ({
  sent: false,
  reason,
  ...(message ? { message } : {}),
});

const LINE_ITEM_GID = 'gid://shopify/LineItem/';

/**
 * The LineItem gids of the parcel's supplier order, when the order's fulfillment orders know
 * them; undefined (the whole order) when none of them is found there (lines we cannot map).
 */
function parcelLines(state: FulfilmentState, platformLineItemIds: readonly string[]) {
  const wanted = new Set(platformLineItemIds.map((id) => `${LINE_ITEM_GID}${id}`));
  const known = state.fulfillmentOrders.nodes.some((fo) =>
    fo.lineItems.nodes.some((line) => wanted.has(line.lineItem.id)),
  );
  return known ? wanted : undefined;
}

/**
 * Shopify: the number fulfils the store order's items that the parcel's supplier order covers
 * (`platformLineItemIds`, Shopify's line item ids; the whole order when they cannot be found),
 * with the customer notified by Shopify. A number one of the order's fulfilments already carries
 * is sent.
 */
export async function sendToShopify(
  client: ShopifyAdminClient,
  platformOrderId: string,
  platformLineItemIds: readonly string[],
  tracking: Tracking,
): Promise<StoreOutcome> {
  const state = await readFulfilmentState(client, `gid://shopify/Order/${platformOrderId}`);
  if (!state) return refused('store_order_not_found');
  const carried = state.fulfillments.some((f) =>
    f.trackingInfo.some((info) => info.number === tracking.number),
  );
  if (carried) return SENT;
  if (state.cancelledAt) return refused('store_order_cancelled');
  const groups = fulfilmentGroups(state, parcelLines(state, platformLineItemIds));
  if (groups.length === 0) return refused('already_fulfilled');
  try {
    await createFulfilment(client, groups, tracking, true);
  } catch (error) {
    // userErrors: the store's own refusal (a fulfillment order closed meanwhile, a bad quantity)
    if (error instanceof ShopifyGraphqlError && Array.isArray(error.details))
      return refused('store_refused', error.message);
    throw error;
  }
  return SENT;
}

/** WooCommerce statuses of an order that will not be shipped (trash: deleted to the bin). */
const WOO_CLOSED = ['cancelled', 'refunded', 'failed', 'trash'];

/**
 * The customer note of a parcel. English: the store's customer language is not known to us
 * (ADR 045).
 */
export function wooTrackingNote(tracking: Tracking): string {
  const carrier = tracking.company ? ` with ${tracking.company}` : '';
  const link = tracking.url ? ` Track it at ${tracking.url}` : '';
  return `Your order has shipped${carrier}. Tracking number: ${tracking.number}.${link}`;
}

/**
 * WooCommerce: the number as a note to the customer (WooCommerce emails it), once: a note that
 * already names the number is the number sent. The order's status is left to the merchant.
 */
export async function sendToWoo(
  client: WooRestClient,
  platformOrderId: string,
  tracking: Tracking,
): Promise<StoreOutcome> {
  const id = Number(platformOrderId);
  const missing = (error: unknown) => error instanceof WooApiError && error.status === 404;
  let status: string;
  try {
    status = (await client.getOrder(id)).status;
  } catch (error) {
    if (missing(error)) return refused('store_order_not_found');
    throw error;
  }
  const notes = await client.listOrderNotes(id);
  if (notes.some((note) => note.note.includes(tracking.number))) return SENT;
  if (WOO_CLOSED.includes(status)) return refused('store_order_cancelled');
  try {
    await client.createOrderNote(id, wooTrackingNote(tracking), true);
  } catch (error) {
    // the store's own refusal of the note (not our keys: the caller handles those)
    if (
      error instanceof WooApiError &&
      error.status >= 400 &&
      error.status < 500 &&
      !error.isAuthFailure &&
      error.status !== 429
    )
      return refused('store_refused', error.message);
    throw error;
  }
  return SENT;
}
