/** The suffix of every Shopify shop's permanent domain (spec 002 §5). */
export const SHOPIFY_DOMAIN_SUFFIX = '.myshopify.com';

/** Platforms a merchant connects by typing the store's address in the connect dialog. */
export const ADDRESS_PLATFORMS = ['shopify', 'woocommerce'] as const;
export type AddressPlatform = (typeof ADDRESS_PLATFORMS)[number];

export const isAddressPlatform = (platform: string): platform is AddressPlatform =>
  (ADDRESS_PLATFORMS as readonly string[]).includes(platform);

/** Why an address cannot be used; the dialog translates each one. */
export type StoreAddressProblem = 'required' | 'invalid';

export type StoreAddressResult =
  { ok: true; address: string } | { ok: false; problem: StoreAddressProblem };

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
// A shop handle: what Shopify allows before `.myshopify.com` (letters, digits, hyphens).
const SHOP_HANDLE = /^[a-z0-9][a-z0-9-]*$/;
// The admin's own address for a shop: admin.shopify.com/store/{handle}
const ADMIN_STORE_PATH = /^admin\.shopify\.com\/store\/([^/?#]+)/;

/**
 * A Shopify address as merchants type it — `My-Shop`, `https://my-shop.myshopify.com/admin`,
 * `admin.shopify.com/store/my-shop` — as the shop's permanent domain `my-shop.myshopify.com`:
 * scheme, port, path, query and hash removed, lower-cased, suffix added when missing. A custom
 * domain (`shop.example.com`) cannot be turned into the permanent one here, so it is invalid.
 */
export function normalizeShopifyDomain(input: string): StoreAddressResult {
  const trimmed = input.trim().toLowerCase();
  if (!trimmed) return { ok: false, problem: 'required' };
  const withoutScheme = trimmed.replace(SCHEME, '');
  const adminHandle = ADMIN_STORE_PATH.exec(withoutScheme)?.[1];
  const host = (adminHandle ?? withoutScheme.split(/[/?#]/)[0] ?? '')
    .replace(/:\d*$/, '')
    .replace(/\.+$/, '');
  const handle = host.endsWith(SHOPIFY_DOMAIN_SUFFIX)
    ? host.slice(0, -SHOPIFY_DOMAIN_SUFFIX.length)
    : host;
  if (!SHOP_HANDLE.test(handle)) return { ok: false, problem: 'invalid' };
  return { ok: true, address: `${handle}${SHOPIFY_DOMAIN_SUFFIX}` };
}

// host[:port] then an optional path; the host is a name with a dot, localhost or an IPv4.
const WOO_ADDRESS =
  /^(localhost|\d{1,3}(?:\.\d{1,3}){3}|(?:[a-z0-9-]+\.)+[a-z0-9-]+)(:\d{1,5})?(\/[^?#]*)?$/;

/**
 * A WooCommerce store's address: the WordPress site URL the wc-auth screen lives under. https is
 * assumed when no scheme is typed (http is kept when typed: local and sandbox stores), the host
 * lower-cased, query, hash and trailing slashes dropped; a sub-folder path is kept because
 * WordPress can live in one.
 */
export function normalizeWooCommerceAddress(input: string): StoreAddressResult {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, problem: 'required' };
  const scheme = /^http:\/\//i.test(trimmed) ? 'http' : 'https';
  if (SCHEME.test(trimmed) && !/^https?:\/\//i.test(trimmed)) {
    return { ok: false, problem: 'invalid' };
  }
  const rest = trimmed.replace(SCHEME, '').split(/[?#]/)[0] ?? '';
  const slash = rest.indexOf('/');
  const host = (slash === -1 ? rest : rest.slice(0, slash)).toLowerCase();
  const path = (slash === -1 ? '' : rest.slice(slash)).replace(/\/+$/, '');
  const match = WOO_ADDRESS.exec(`${host}${path}`);
  if (!match) return { ok: false, problem: 'invalid' };
  const address = `${scheme}://${host}${path}`;
  // the pattern lets through what no URL can be (port 65536, an octet 999): the API parses it
  try {
    new URL(address);
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  return { ok: true, address };
}

/** The connect dialog's rule for the platform being connected (spec 002 §5). */
export function normalizeStoreAddress(
  platform: AddressPlatform,
  input: string,
): StoreAddressResult {
  return platform === 'shopify'
    ? normalizeShopifyDomain(input)
    : normalizeWooCommerceAddress(input);
}

/**
 * How two addresses of one platform are compared: without scheme, `www.`, trailing slashes or
 * case, so `https://Shop.example.com/` and `shop.example.com` are the same store.
 */
export function storeDomainKey(address: string): string {
  return address
    .trim()
    .toLowerCase()
    .replace(SCHEME, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

/**
 * Whether the account already holds a store of this platform at this address (spec 002 §5:
 * StoreAlreadyExistsInThisAccount, connecting is blocked). `linked` is the account's
 * `linked_stores[platform]`.
 */
export function isStoreAlreadyLinked(
  address: string,
  linked: ReadonlyArray<{ platform_domain: string }>,
): boolean {
  const key = storeDomainKey(address);
  return linked.some((store) => storeDomainKey(store.platform_domain) === key);
}
