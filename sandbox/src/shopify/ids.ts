/** Shopify's global ids: gid://shopify/<Type>/<number>. */
export type GidType =
  | 'Shop'
  | 'Product'
  | 'ProductVariant'
  | 'ProductOption'
  | 'MediaImage'
  | 'Customer'
  | 'Order'
  | 'LineItem'
  | 'FulfillmentOrder'
  | 'FulfillmentOrderLineItem'
  | 'Fulfillment'
  | 'Publication'
  | 'App'
  | 'WebhookSubscription'
  | 'AppSubscription'
  | 'AppSubscriptionLineItem'
  | 'AppPurchaseOneTime'
  | 'AppInstallation'
  | 'MailingAddress'
  | 'Metafield'
  | 'InventoryItem'
  | 'InventoryItemMeasurement';

export const gid = (type: GidType, id: number): string => `gid://shopify/${type}/${id}`;

/** The number of a gid of the given type; null when it is not one. */
export function gidNumber(value: string, type: GidType): number | null {
  const match = new RegExp(`^gid://shopify/${type}/(\\d+)$`).exec(value);
  return match ? Number(match[1]) : null;
}

/** One counter for the whole stand-in: ids are unique across shops, as on Shopify. */
export class IdSequence {
  private next: number;
  constructor(start = 1_000_001) {
    this.next = start;
  }
  take(): number {
    return this.next++;
  }
}
