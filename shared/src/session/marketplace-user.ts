export interface MarketplaceUserInput {
  /** Number of stores linked to the account, all platforms together. */
  linkedStoreCount: number;
  /** The user came in through the marketplace app. */
  fromMarketplaceApp: boolean;
  /** Mobile layout or the mobile app. */
  mobile: boolean;
}

/**
 * Marketplace user (spec 000 §4): from the marketplace app with no linked stores; on mobile (or
 * in the mobile app) always.
 */
export function isMarketplaceUser({
  linkedStoreCount,
  fromMarketplaceApp,
  mobile,
}: MarketplaceUserInput): boolean {
  return mobile || (fromMarketplaceApp && linkedStoreCount === 0);
}
