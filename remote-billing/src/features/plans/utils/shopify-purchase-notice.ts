import type { QuotaPurchase, SubscriptionView } from '@omni/shared/contracts/billing';

/*
 * Extra quota bought through Shopify (ADR 036): who bills a purchase, and what the billing page
 * says about the latest one.
 */

/**
 * Whether Shopify bills a purchase made here, as the API decides it: the app is embedded in a
 * shop's admin, or the plan in force is billed by a shop. The API's answer has the last word.
 */
export function billedByShopify(
  embedded: boolean,
  subscription: Pick<SubscriptionView, 'provider' | 'status'> | null | undefined,
): boolean {
  if (embedded) return true;
  return (
    subscription?.provider === 'shopify' &&
    (subscription.status === 'active' || subscription.status === 'past_due')
  );
}

/** How long a declined or expired purchase is still mentioned on the billing page. */
export const OUTCOME_SHOWN_MS = 24 * 60 * 60 * 1000;

export interface PurchaseNotice {
  purchase: QuotaPurchase;
  /** The merchant has just come back from Shopify's page for this purchase. */
  returned: boolean;
}

/**
 * The purchase the billing page speaks of: the one Shopify's approval returned to (`returnedId`,
 * from the return URL — never taken as proof: its status is the API's), else the newest Shopify
 * purchase while it waits for approval, or for a day after it was declined or expired.
 */
export function purchaseNotice(
  purchases: readonly QuotaPurchase[],
  returnedId: string | null,
  now: Date,
): PurchaseNotice | null {
  if (returnedId) {
    const returned = purchases.find((p) => p.id === returnedId);
    if (returned) return { purchase: returned, returned: true };
  }
  const latest = purchases.find((p) => p.provider === 'shopify');
  if (!latest) return null;
  if (latest.status === 'pending') return { purchase: latest, returned: false };
  if (latest.status !== 'declined' && latest.status !== 'expired') return null;
  const changed = Date.parse(latest.updated_at ?? latest.created_at ?? '');
  return now.getTime() - changed < OUTCOME_SHOWN_MS ? { purchase: latest, returned: false } : null;
}
