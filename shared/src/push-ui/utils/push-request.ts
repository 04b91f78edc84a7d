import type { PodDesignInfo } from '@omni/shared/contracts';
import type { ChannelPushSetting, MultiSourcePush } from '@omni/shared/contracts/push';
import { isUnlimited, listingQuotaCost } from '@omni/shared/plans';
import type { ChannelChoice } from './push-channels';
import { sentSettingsOf } from './tiktok-settings';

/** A product of the dialog's preview (001 §3 "Product to push") and where it already is. */
export interface PushProduct {
  id: string;
  title: string;
  image: string | null;
  currency: string;
  price_from: number;
  price_to: number;
  variant_count: number;
  /** Stores holding the product already: a push there is an update. */
  pushedStoreIds: readonly string[];
  /**
   * A supplier product not imported yet (a find-product card, 001 §4 "Push from a card"): the
   * push imports it first (the source path); `id` is then only the preview's key.
   */
  supplier?: {
    source: string;
    product_id: string;
    ship_to?: string;
    /** Print on demand: the design placed on the blank (001 §3 design_info). */
    design_info?: PodDesignInfo;
  };
}

/** The products of a multi-source push: imports by id ('import'), supplier products by source. */
export function multiSourceProducts(
  products: readonly PushProduct[],
): NonNullable<MultiSourcePush['products']> {
  return products.map((p) =>
    p.supplier
      ? {
          product_id: p.supplier.product_id,
          source: p.supplier.source,
          ...(p.supplier.ship_to ? { ship_to: p.supplier.ship_to } : {}),
          ...(p.supplier.design_info ? { design_info: p.supplier.design_info } : {}),
        }
      : { product_id: p.id, source: 'import' },
  );
}

/** A print-on-demand push (001 §3 "type: pod when any product has design_info"). */
export const isPodPush = (products: readonly PushProduct[]): boolean =>
  products.some((p) => p.supplier?.design_info);

const checkedOf = (channels: readonly ChannelChoice[]) => channels.filter((c) => c.checked);

/**
 * The settings of a push request (001 §5): per checked store, products already there go to
 * `update` and the rest to `push`; an empty list is dropped; Shopify sales channels are sent only
 * when chosen and when they have an id; TikTok's warehouse, weight and dimensions only with TikTok.
 */
export function pushSettings(
  channels: readonly ChannelChoice[],
  products: readonly PushProduct[],
): ChannelPushSetting[] {
  return checkedOf(channels).map((channel) => {
    const update = products.filter((p) => p.pushedStoreIds.includes(channel.storeId));
    const push = products.filter((p) => !p.pushedStoreIds.includes(channel.storeId));
    const publications = channel.salesChannels
      .filter((s) => s.chosen && s.id)
      .map((s) => ({ id: s.id, handle: s.handle, mode: s.mode }));
    return {
      store_id: channel.storeId,
      ...(push.length > 0 ? { push: push.map((p) => p.id) } : {}),
      ...(update.length > 0 ? { update: update.map((p) => p.id) } : {}),
      settings: sentSettingsOf(channel),
      ...(publications.length > 0 ? { publications } : {}),
    };
  });
}

/** DataWillBeOverwrite (001 §5): some product is already in a checked store. */
export function willOverwrite(
  channels: readonly ChannelChoice[],
  products: readonly PushProduct[],
): boolean {
  return checkedOf(channels).some((c) =>
    products.some((p) => p.pushedStoreIds.includes(c.storeId)),
  );
}

/** LISTING_PRODUCTS units the push takes: each new listing costs its quota cost; updates nothing. */
export function listingCostOf(
  channels: readonly ChannelChoice[],
  products: readonly PushProduct[],
): number {
  return checkedOf(channels).reduce(
    (sum, channel) =>
      sum +
      products
        .filter((p) => !p.pushedStoreIds.includes(channel.storeId))
        .reduce((n, p) => n + listingQuotaCost(p.variant_count, 'LISTING_PRODUCTS'), 0),
    0,
  );
}

export interface PushButtonStateInput {
  loading: boolean;
  productCount: number;
  checkedChannels: number;
  overQuota: boolean;
}

/**
 * 001 §5: the push button is disabled while loading, with no products, with no channel chosen
 * (NeedToSelectAtLeastChannel is shown), or over quota.
 */
export function pushBlocked({
  loading,
  productCount,
  checkedChannels,
  overQuota,
}: PushButtonStateInput): 'loading' | 'noProducts' | 'noChannel' | 'overQuota' | null {
  if (loading) return 'loading';
  if (productCount === 0) return 'noProducts';
  if (checkedChannels === 0) return 'noChannel';
  if (overQuota) return 'overQuota';
  return null;
}

/** Whether `cost` more units pass the limit (0 is no access; unlimited never does). */
export function exceedsQuota(quota: { limit: number; usage: number }, cost: number): boolean {
  if (isUnlimited(quota.limit)) return false;
  return quota.usage + cost > quota.limit;
}
