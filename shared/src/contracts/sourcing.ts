import { Type, type Static } from 'typebox';
import { EXTENSION_SOURCES, ExtensionProductSchema } from './extension-bridge';

// The bridge's schemas are part of this surface (index.ts re-exports this module).
export * from './extension-bridge';

/*
 * Find product, product detail and the sourcing calls (spec 001 §2, §3, §7, §9; 000 §3, §9).
 * Field names follow the spec exactly, including its spellings (`lastest_volume`).
 * Money is USD (the catalogue's currency); the client converts for display.
 */

/** The product's own catalogue key ({product} in the spec). */
export const OWN_SOURCE = 'omni';

/** Sources the find-product calls accept: the own catalogue and the two supplier adapters. */
export const SOURCING_SOURCES = [OWN_SOURCE, 'aliexpress', 'cj'] as const;
export type SourcingSource = (typeof SOURCING_SOURCES)[number];
export const SourcingSourceSchema = Type.Enum([...SOURCING_SOURCES]);

/** Default ship-to country (spec 001 §9). */
export const DEFAULT_SHIP_TO = 'US';

/** A two-letter country code; `UK` is accepted for GB (spec 000 §3 shows GB as UK). */
export const CountryCodeSchema = Type.String({ pattern: '^[A-Za-z]{2}$' });

// ---------------------------------------------------------------------------------------------
// Sorts and filters (spec 000 §9, 001 §9)

export const PRODUCT_SORTS = [
  'relevance',
  'desc_profit',
  'asc_profit',
  'asc_price',
  'desc_price',
  'desc_orders',
  'asc_orders',
  'desc_latest_volume',
  'asc_shipping_time',
  'desc_shipping_time',
  'asc_shipping_cost',
  'desc_shipping_cost',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const ProductSortSchema = Type.Enum([...PRODUCT_SORTS]);
/** "default highest profit" (spec 000 §9). */
export const DEFAULT_PRODUCT_SORT: ProductSort = 'desc_profit';

/** Order count buckets: all, over 100, under 500, 500-1,000, 1,000-5,000, 5,000-10,000, over 10,000. */
export const ORDER_COUNT_FILTERS = {
  all: [null, null],
  over_100: [100, null],
  under_500: [null, 500],
  '500_1000': [500, 1000],
  '1000_5000': [1000, 5000],
  '5000_10000': [5000, 10000],
  over_10000: [10000, null],
} as const satisfies Record<string, readonly [number | null, number | null]>;
export type OrderCountFilter = keyof typeof ORDER_COUNT_FILTERS;

/** Price buckets (USD): under $10, $10-30, $30-50, $50-100, over $100. */
export const PRICE_FILTERS = {
  all: [null, null],
  under_10: [null, 10],
  '10_30': [10, 30],
  '30_50': [30, 50],
  '50_100': [50, 100],
  over_100: [100, null],
} as const satisfies Record<string, readonly [number | null, number | null]>;
export type PriceFilter = keyof typeof PRICE_FILTERS;

/** Listing count buckets: how many stores list the product. */
export const LISTING_COUNT_FILTERS = {
  all: [null, null],
  under_100: [null, 100],
  '100_250': [100, 250],
  '250_500': [250, 500],
  '500_750': [500, 750],
  '750_1000': [750, 1000],
  over_1000: [1000, null],
} as const satisfies Record<string, readonly [number | null, number | null]>;
export type ListingCountFilter = keyof typeof LISTING_COUNT_FILTERS;

const keysOf = <T extends object>(table: T) =>
  Type.Enum(Object.keys(table) as Array<Extract<keyof T, string>>);

/** Bounds are [from inclusive, to exclusive); null is open. */
export type RangeBounds = readonly [number | null, number | null];

export const MAX_PAGE_SIZE = 60;
export const DEFAULT_PAGE_SIZE = 20;

/** Query of GET center/products/find, ah/products/search|find|dropshipping, find-by-collection. */
export const ProductSearchQuerySchema = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  source: Type.Optional(SourcingSourceSchema),
  sort: Type.Optional(ProductSortSchema),
  ship_to: Type.Optional(CountryCodeSchema),
  order_count: Type.Optional(keysOf(ORDER_COUNT_FILTERS)),
  price: Type.Optional(keysOf(PRICE_FILTERS)),
  /** Free price bounds (USD) on top of the bucket; both must be ≥ 0 and min ≤ max. */
  min_price: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  max_price: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  listing_count: Type.Optional(keysOf(LISTING_COUNT_FILTERS)),
  /** Rating 4 stars and up. */
  rating_4_up: Type.Optional(Type.Boolean()),
  category_id: Type.Optional(Type.Integer({ minimum: 1 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
});
export type ProductSearchQuery = Static<typeof ProductSearchQuerySchema>;

/** The find-product filters by query name (`price` covers min_price and max_price too). */
export const SEARCH_FILTERS = [
  'order_count',
  'price',
  'listing_count',
  'rating_4_up',
  'category_id',
] as const;
export type SearchFilterName = (typeof SEARCH_FILTERS)[number];

/**
 * What each source's search can do. The own catalogue does every sort and filter; AliExpress's
 * ds.text.search sorts by price and orders; CJ's product/list filters by price. A search asking
 * a source for anything else is refused with a field error (never silently ignored), and the
 * find-product page shows those options as unavailable for the source.
 */
export const SOURCE_SEARCH_SUPPORT: Record<
  SourcingSource,
  { sorts: readonly ProductSort[]; filters: readonly SearchFilterName[] }
> = {
  omni: { sorts: PRODUCT_SORTS, filters: SEARCH_FILTERS },
  aliexpress: { sorts: ['relevance', 'asc_price', 'desc_price', 'desc_orders'], filters: [] },
  cj: { sorts: ['relevance'], filters: ['price'] },
};

// ---------------------------------------------------------------------------------------------
// Product card (spec 001 §3)

export const PriceRangeSchema = Type.Object({ min: Type.Number(), max: Type.Number() });
export type PriceRange = Static<typeof PriceRangeSchema>;

export const ProductCardDetailsSchema = Type.Object({
  price_range: PriceRangeSchema,
  /** Orders in the last 30 days (the spec's spelling). */
  lastest_volume: Type.Integer(),
  rating: Type.Number(),
  /** null when the source's search does not report it (AliExpress, CJ): unknown, not "none". */
  reviews_count: Type.Union([Type.Integer(), Type.Null()]),
  /** USD to `ship_to`; 0 shows FREE, null shows a dash. */
  shipping_cost: Type.Union([Type.Number(), Type.Null()]),
  shipping_time_min: Type.Union([Type.Integer(), Type.Null()]),
  shipping_time_max: Type.Union([Type.Integer(), Type.Null()]),
  ship_countries: Type.Array(Type.String()),
});

/** Print-on-demand placement; null for ordinary products. */
export const DesignInfoSchema = Type.Union([
  Type.Record(Type.String(), Type.Unknown()),
  Type.Null(),
]);

export const ProductCardSchema = Type.Object({
  source_product_id: Type.String(),
  source: Type.String(),
  name: Type.String(),
  /** Up to 5 (spec 001 §9). */
  images: Type.Array(Type.String(), { maxItems: 5 }),
  video_url: Type.Union([Type.String(), Type.Null()]),
  /** Lowest variant price, USD. */
  price: Type.Number(),
  details: ProductCardDetailsSchema,
  imported: Type.Boolean(),
  mapped: Type.Boolean(),
  /** Import-list item id once imported. */
  product_package_id: Type.Union([Type.String(), Type.Null()]),
  total_variants: Type.Integer(),
  ship_to: Type.String(),
  design_info: DesignInfoSchema,
  // Beyond the spec's card: what the sorts show.
  trade_count: Type.Integer(),
  listing_count: Type.Integer(),
  suggested_price: Type.Number(),
  /** suggested_price − price − shipping_cost (USD); null when the product does not ship there. */
  profit: Type.Union([Type.Number(), Type.Null()]),
  favourited: Type.Boolean(),
  category_id: Type.Integer(),
});
export type ProductCard = Static<typeof ProductCardSchema>;

export const ProductPageSchema = Type.Object({
  items: Type.Array(ProductCardSchema),
  page: Type.Integer(),
  page_size: Type.Integer(),
  /** Matches, counted up to `total_capped_at`; `total_capped` when there are more. */
  total: Type.Integer(),
  total_capped: Type.Boolean(),
  has_more: Type.Boolean(),
  sort: ProductSortSchema,
  ship_to: Type.String(),
});
export type ProductPage = Static<typeof ProductPageSchema>;
/** The most a search counts exactly. */
export const SEARCH_TOTAL_CAP = 1000;

// ---------------------------------------------------------------------------------------------
// Supplier product (detail), variant, option (spec 001 §3)

export const OptionValueSchema = Type.Object({
  id: Type.String(),
  value: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  countryCode: Type.Union([Type.String(), Type.Null()]),
});
export const OptionSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  values: Type.Array(OptionValueSchema),
});
export type ProductOption = Static<typeof OptionSchema>;

export const SkuPropertySchema = Type.Object({
  property_value_id_long: Type.String(),
  sku_property_id: Type.String(),
  sku_property_name: Type.String(),
  sku_property_value: Type.String(),
  property_value_definition_name: Type.String(),
  sku_image: Type.Union([Type.String(), Type.Null()]),
});
export type SkuProperty = Static<typeof SkuPropertySchema>;

export const SupplierVariantSchema = Type.Object({
  sku_id: Type.String(),
  /** "name:value" pairs joined by ';' (AliExpress style). */
  aliexpress_options: Type.String(),
  quantity: Type.Integer(),
  price_usd: Type.Number(),
  sku_property: Type.Array(SkuPropertySchema),
});
export type SupplierVariant = Static<typeof SupplierVariantSchema>;

export const StoreInfoSchema = Type.Object({
  store_id: Type.String(),
  store_name: Type.String(),
  store_url: Type.String(),
});

export const SupplierProductSchema = Type.Object({
  store_info: StoreInfoSchema,
  category_id: Type.Integer(),
  aliexpress_product_id: Type.Union([Type.String(), Type.Null()]),
  source_product_id: Type.String(),
  source: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** null when the source does not report them (CJ): unknown, not "no reviews". */
  avg_evaluation_rating: Type.Union([Type.Number(), Type.Null()]),
  evaluation_count: Type.Union([Type.Integer(), Type.Null()]),
  /** Variants with quantity 0 are dropped (spec 001 §5). */
  variants: Type.Array(SupplierVariantSchema),
  price_range: PriceRangeSchema,
  options: Type.Array(OptionSchema),
  images: Type.Array(Type.String()),
  video_url: Type.Union([Type.String(), Type.Null()]),
  currency: Type.String(),
  product_link: Type.String(),
  trade_count: Type.Integer(),
  lastest_volume: Type.Integer(),
  listing_count: Type.Integer(),
  suggested_price: Type.Number(),
  ship_from: Type.String(),
  ship_countries: Type.Array(Type.String()),
  imported: Type.Boolean(),
  product_package_id: Type.Union([Type.String(), Type.Null()]),
  favourited: Type.Boolean(),
});
export type SupplierProduct = Static<typeof SupplierProductSchema>;

// ---------------------------------------------------------------------------------------------
// Logistics, price detail, reviews

export const LogisticsOptionSchema = Type.Object({
  /** Method code: economy, standard, express. */
  code: Type.String(),
  /** i18n key in the `sourcing` namespace (logistics.economy|standard|express|carrier). */
  name_key: Type.String(),
  /** The carrier's own service name (supplier sources; shown as is), null for the own catalogue. */
  name: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Number(),
  currency: Type.String(),
  /** Day range, e.g. { min: 7, max: 12 }. */
  delivery_time: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  ship_from: Type.String(),
});
export type LogisticsOption = Static<typeof LogisticsOptionSchema>;

export const LogisticsQuerySchema = Type.Object({
  country_code: Type.Optional(CountryCodeSchema),
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  ship_from: Type.Optional(CountryCodeSchema),
  sku_id: Type.Optional(Type.String({ maxLength: 64 })),
});
export type LogisticsQuery = Static<typeof LogisticsQuerySchema>;

export const LogisticsResultSchema = Type.Object({
  country_code: Type.String(),
  quantity: Type.Integer(),
  /** Cheapest first; empty when the product does not ship to the country. */
  options: Type.Array(LogisticsOptionSchema),
});
export type LogisticsResult = Static<typeof LogisticsResultSchema>;

export const PriceDetailVariantSchema = Type.Object({
  sku_id: Type.String(),
  price_usd: Type.Number(),
  quantity: Type.Integer(),
  shipping_usd: Type.Union([Type.Number(), Type.Null()]),
  total_usd: Type.Union([Type.Number(), Type.Null()]),
  suggested_price: Type.Number(),
  profit: Type.Union([Type.Number(), Type.Null()]),
});
export const PriceDetailSchema = Type.Object({
  ship_to: Type.String(),
  currency: Type.String(),
  product: Type.Object({
    source_product_id: Type.String(),
    variants: Type.Array(PriceDetailVariantSchema),
  }),
  /** The cheapest logistics option used for shipping_usd; null when it does not ship there. */
  logistics: Type.Union([LogisticsOptionSchema, Type.Null()]),
});
export type PriceDetail = Static<typeof PriceDetailSchema>;

export const ReviewSchema = Type.Object({
  id: Type.String(),
  feedback: Type.String(),
  /** 0–5: the star percentage divided by 20 (spec 001 §3). */
  rating: Type.Number(),
  createdAt: Type.String(),
  country: Type.String(),
  images: Type.Array(Type.String()),
  name: Type.String(),
  orderInfos: Type.Array(Type.String()),
});
export type Review = Static<typeof ReviewSchema>;

export const ReviewQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  with_pictures: Type.Optional(Type.Boolean()),
  country: Type.Optional(CountryCodeSchema),
});
export const ReviewPageSchema = Type.Object({
  items: Type.Array(ReviewSchema),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
  avg_rating: Type.Number(),
});
export type ReviewPage = Static<typeof ReviewPageSchema>;

// ---------------------------------------------------------------------------------------------
// Collections, categories, keywords, experts' choice, suppliers

export const SourcingCollectionSchema = Type.Object({
  slug: Type.String(),
  /** i18n key in the `sourcing` namespace, e.g. collections.trending */
  name_key: Type.String(),
  product_count: Type.Integer(),
  /** Up to 4 product images for the collection tile. */
  cover_images: Type.Array(Type.String()),
});
export type SourcingCollection = Static<typeof SourcingCollectionSchema>;
export const SourcingCollectionListSchema = Type.Array(SourcingCollectionSchema);

const CategoryFields = {
  id: Type.Integer(),
  slug: Type.String(),
  /** English name; the client shows `name_key` from the `sourcing` namespace. */
  name: Type.String(),
  name_key: Type.String(),
  product_count: Type.Integer(),
};
/** Two levels: top categories and their sub-categories. */
export const CategoryNodeSchema = Type.Object({
  ...CategoryFields,
  children: Type.Array(Type.Object(CategoryFields)),
});
export type CategoryNode = Static<typeof CategoryNodeSchema>;
export const CategoryTreeSchema = Type.Array(CategoryNodeSchema);

export const KeywordQuerySchema = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export const KeywordSchema = Type.Object({
  keyword: Type.String(),
  /** Monthly searches. */
  search_volume: Type.Integer(),
  /** Percentage change over the last 30 days. */
  growth: Type.Number(),
  product_count: Type.Integer(),
});
export type Keyword = Static<typeof KeywordSchema>;
export const KeywordListSchema = Type.Array(KeywordSchema);

export const ExpertPickSchema = Type.Object({
  product: ProductCardSchema,
  /** i18n key of the expert's note (sourcing namespace). */
  note_key: Type.String(),
  picked_at: Type.String(),
});
export const ExpertPickPageSchema = Type.Object({
  items: Type.Array(ExpertPickSchema),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
  has_more: Type.Boolean(),
});
export type ExpertPickPage = Static<typeof ExpertPickPageSchema>;

export const SupplierSchema = Type.Object({
  store_id: Type.String(),
  store_name: Type.String(),
  store_url: Type.String(),
  country: Type.String(),
  rating: Type.Number(),
  followers: Type.Integer(),
  product_count: Type.Integer(),
  opened_year: Type.Integer(),
  favourited: Type.Boolean(),
});
export type Supplier = Static<typeof SupplierSchema>;

/** Supplier list sort: price or latest volume (spec 001 §9). */
export const SupplierProductsQuerySchema = Type.Object({
  sort: Type.Optional(
    Type.Union([
      Type.Literal('asc_price'),
      Type.Literal('desc_price'),
      Type.Literal('desc_latest_volume'),
    ]),
  ),
  ship_to: Type.Optional(CountryCodeSchema),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
});
export type SupplierProductsQuery = Static<typeof SupplierProductsQuerySchema>;

export const PageQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  ship_to: Type.Optional(CountryCodeSchema),
});

export const SupplierPageSchema = Type.Object({
  items: Type.Array(SupplierSchema),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
  has_more: Type.Boolean(),
});
export type SupplierPage = Static<typeof SupplierPageSchema>;

export const FavouriteSupplierBodySchema = Type.Object({
  store_ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
    minItems: 1,
    maxItems: 100,
  }),
});

// ---------------------------------------------------------------------------------------------
// Favourites (spec 001 §7): POST/DELETE/GET center/products/favourite, GET center/products/favourited

export const FavouriteBodySchema = Type.Object({
  product_ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
    minItems: 1,
    maxItems: 100,
  }),
  source: Type.Optional(SourcingSourceSchema),
});
export type FavouriteBody = Static<typeof FavouriteBodySchema>;
/** GET center/products/favourite: the favourites as cards, newest first. */
export const FavouritePageSchema = Type.Object({
  items: Type.Array(ProductCardSchema),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
  has_more: Type.Boolean(),
});
export type FavouritePage = Static<typeof FavouritePageSchema>;
export const FavouriteIdsSchema = Type.Object({ product_ids: Type.Array(Type.String()) });
export type FavouriteIds = Static<typeof FavouriteIdsSchema>;

// ---------------------------------------------------------------------------------------------
// Import (spec 001 §7 POST center/products/import/{source}; quota §9; errors §8)

/** Sources an import accepts: the searchable ones and the extension's marketplaces. */
export const IMPORT_SOURCES = [...SOURCING_SOURCES, ...EXTENSION_SOURCES] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const ImportSourceSchema = Type.Enum([...IMPORT_SOURCES]);

/**
 * `product_id` for the own catalogue, AliExpress and CJ (the API reads the product itself);
 * `product` for eBay, Amazon and Temu, whose product only the browser extension can read.
 */
export const ImportBodySchema = Type.Object({
  product_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  product: Type.Optional(ExtensionProductSchema),
  ship_to: Type.Optional(CountryCodeSchema),
});
/** Temu imports add the price_rule flag (spec 001 §5): apply the workplace's pricing rule. */
export const ImportQuerySchema = Type.Object({ price_rule: Type.Optional(Type.Boolean()) });
export type ImportBody = Static<typeof ImportBodySchema>;
export const ImportResultSchema = Type.Object({
  product_package_id: Type.String(),
  /** True when the product was already in the import list (nothing charged). */
  already_imported: Type.Boolean(),
  error_message: Type.Union([Type.String(), Type.Null()]),
  /** IMPORT_PRODUCT quota after the import (limit -1/-2 is unlimited). */
  quota: Type.Object({ limit: Type.Integer(), usage: Type.Integer() }),
});
export type ImportResult = Static<typeof ImportResultSchema>;

/*
 * Failures of these calls use the shared message keys: ExceedQuotaLimit ('EXCEED_QUOTA_LIMIT',
 * body status QUOTA_EXPIRED, errors[0] = { field: 'quota', params: { limit, usage } }),
 * SourceUnavailable (aliexpress / cj when their adapter cannot serve), DataNotFound, and
 * ValidationFailed with field errors for bad input.
 */
