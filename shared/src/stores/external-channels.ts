/**
 * Sales channels of a Shopify store are apps ("publications") identified by handle. The product's
 * channel keys map to these handles (spec 000 §3).
 */
export const SALES_CHANNEL_HANDLES = {
  meta: 'facebook-ads',
  google: 'google',
  tiktok: 'tiktok-ads-2',
  shop: 'shop-72',
  snapchat: 'snap-ads-sync',
  pinterest: 'pinterest-4',
  twitter: 'x-ads',
} as const;

export type SalesChannelKey = keyof typeof SALES_CHANNEL_HANDLES;

const KEY_BY_HANDLE = new Map<string, SalesChannelKey>(
  Object.entries(SALES_CHANNEL_HANDLES).map(([key, handle]) => [handle, key as SalesChannelKey]),
);

/** The product's channel key for a publication handle; null for the online store and others. */
export function salesChannelKeyForHandle(handle: string): SalesChannelKey | null {
  return KEY_BY_HANDLE.get(handle) ?? null;
}
