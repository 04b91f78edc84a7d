import type { RealtimeEventType } from '../realtime';

/*
 * Words of the catalogue domain (import list, product editor, pricing rules): `as const` lists
 * the schemas are built from, and the limits both sides check.
 */

/** Import-list sorts (issue 9 §1; price sorts use the spec's names, 001 §9). */
export const IMPORT_LIST_SORTS = ['newest', 'oldest', 'asc_price', 'desc_price'] as const;
export type ImportListSort = (typeof IMPORT_LIST_SORTS)[number];
export const DEFAULT_IMPORT_LIST_SORT: ImportListSort = 'newest';

/** The pushed / not pushed filter of the import list. */
export const PUSH_FILTERS = ['pushed', 'not_pushed'] as const;
export type PushFilter = (typeof PUSH_FILTERS)[number];

/**
 * Channels a product is pushed to: store platforms and the sales channels of spec 001 §1 (keys
 * as the spec names them, 001 §3 "Store external channel"). The pushed mark is per channel.
 */
export const PUSH_CHANNELS = [
  'shopify',
  'woocommerce',
  'tiktok',
  'facebook',
  'google',
  'pinterest',
  'shop',
  'snapchat',
  'twitter',
] as const;
export type PushChannel = (typeof PUSH_CHANNELS)[number];

/** How a pricing tier turns a cost into a price: cost × value, or cost + value. */
export const PRICE_MODES = ['multiplier', 'fixed'] as const;
export type PriceMode = (typeof PRICE_MODES)[number];

/** Compare-at price: none, price × value, or price + value. */
export const COMPARE_AT_MODES = ['none', 'multiplier', 'fixed'] as const;
export type CompareAtMode = (typeof COMPARE_AT_MODES)[number];

export const IMPORT_LIST_PAGE_SIZE = 50;
export const IMPORT_LIST_MAX_PAGE_SIZE = 100;
/** Ids one bulk call takes (delete, bulk update, imported_list lookups). */
export const BULK_IDS_MAX = 500;
/** Items one import-all call takes. */
export const IMPORT_ALL_MAX = 100;

/** Shopify accepts at most 100 variants per product (001 §5): more shows a warning. */
export const VARIANT_WARNING_ABOVE = 100;
/** What the editor keeps of one product (sources send at most this many variants). */
export const MAX_VARIANTS = 1000;
/** Options a product keeps (sources send up to 10); Shopify takes 3, more shows a warning. */
export const MAX_OPTIONS = 10;
export const OPTION_WARNING_ABOVE = 3;
/** Shopify's limits: 250 images, 250 tags; 255 characters for titles and names. */
export const MAX_IMAGES = 250;
export const MAX_TAGS = 250;
export const MAX_COLLECTIONS = 100;
export const TITLE_MAX = 255;
export const NAME_MAX = 255;
export const DESCRIPTION_MAX = 100_000;
export const URL_MAX = 2048;
/** Pricing-rule tiers a workplace can define. */
export const MAX_PRICE_TIERS = 20;
/** Money amounts are integers in the currency's minor unit, up to ten million major units. */
export const MAX_MINOR_AMOUNT = 1_000_000_000;

/** Realtime event sent when the import-list or product-center counts change (badges). */
export const CATALOGUE_COUNTS_EVENT = 'catalogue-counts-changed' satisfies RealtimeEventType;
