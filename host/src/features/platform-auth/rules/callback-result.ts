/** Failure reasons the API's callback redirects can carry (Shopify's list, plus WooCommerce's refusal). */
export const CONNECT_FAILURE_REASONS = [
  'expired',
  'invalid_signature',
  'invalid_shop',
  'StoreAlreadyExistsInThisAccount',
  'StoreExistAnotherOwner',
  'install_failed',
  'denied',
] as const;
export type ConnectFailureReason = (typeof CONNECT_FAILURE_REASONS)[number];

export type CallbackResult =
  | { ok: true; shop: string | null }
  | { ok: false; shop: string | null; reason: ConnectFailureReason };

/**
 * What `/auth/platform/{platform}/callback?…` says happened. Shopify's flow answers
 * `success=1|0` with `reason`; WooCommerce's wc-auth returns `success=1|0` alone, where 0 means
 * the merchant refused. An unknown reason is reported as a failed install, never shown raw.
 */
export function readCallbackResult(search: string): CallbackResult {
  const params = new URLSearchParams(search);
  const shop = params.get('shop');
  if (params.get('success') === '1') return { ok: true, shop };
  const given = params.get('reason');
  const known = (CONNECT_FAILURE_REASONS as readonly string[]).includes(given ?? '');
  const reason: ConnectFailureReason = known
    ? (given as ConnectFailureReason)
    : given
      ? 'install_failed'
      : 'denied';
  return { ok: false, shop, reason };
}
