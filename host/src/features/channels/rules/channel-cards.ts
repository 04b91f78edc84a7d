import type { Store } from '@omni/shared/contracts';
import { isAddressPlatform, type AddressPlatform } from '@omni/shared/stores';

/** The store connection kinds of spec 000 §1/§3, in the order the page shows them. */
export const CONNECTION_KINDS = ['shopify', 'woocommerce', 'tiktok', 'facebook', 'google'] as const;
export type ConnectionKind = (typeof CONNECTION_KINDS)[number];

/** How many setup steps each card lists (texts: channels.cards.<key>.steps.<n>). */
export const SETUP_STEP_COUNT = 3;

/** A channel card (spec 002 §3): which key, whether connected/active, or coming soon. */
export interface ChannelCardModel {
  key: ConnectionKind;
  /** The kinds the product has an adapter for; the others show Coming soon. */
  connectable: AddressPlatform | null;
  isComingSoon: boolean;
  /** The workplace has at least one store of this kind. */
  isConnected: boolean;
  /** The store currently selected in the app is of this kind. */
  isActive: boolean;
  stores: Store[];
}

/**
 * The cards of the workplace: Shopify and WooCommerce connect through an address (they have
 * adapters); TikTok, Facebook and Google have none yet and show Coming soon.
 */
export function channelCards(
  stores: readonly Store[],
  currentShopId: string | null,
): ChannelCardModel[] {
  return CONNECTION_KINDS.map((key) => {
    const own = stores.filter((store) => store.platform === key);
    const connectable = isAddressPlatform(key) ? key : null;
    return {
      key,
      connectable,
      isComingSoon: connectable === null,
      isConnected: own.length > 0,
      isActive: own.some((store) => store.id === currentShopId),
      stores: own,
    };
  });
}

/** Sandbox stores are connected to a local stand-in, not the real platform (issue 3). */
export function isSandboxStore(store: Store): boolean {
  return store.sandbox === true;
}
