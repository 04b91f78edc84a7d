import { Type, type Static } from 'typebox';

/*
 * Storefront analysis and the competitor scraper (spec 000 §1, §3; spec 001 §3 Store product,
 * §5, §7 quick-scan and crawl-by-seller). Field names follow the spec (camelCase where it is).
 */

/** The app catalogue's categories, in the spec's order; '' is the uncategorised one. */
export const STORE_APP_CATEGORIES = [
  'Marketing',
  'Sales',
  'Social media',
  'Customer service',
  'Orders and shipping',
  'Store Design',
  'Trust and security',
  'Advertising',
  'Affiliate',
  'Reporting',
  'Products',
  '',
] as const;
export type StoreAppCategory = (typeof STORE_APP_CATEGORIES)[number];

export const StoreAppSchema = Type.Object({
  name: Type.String(),
  short_description: Type.String(),
  long_description: Type.Optional(Type.String()),
  app_store_url: Type.String(),
  /** May be empty. */
  website_url: Type.String(),
  /** Matched as a substring of the page's script addresses. */
  script_pattern: Type.String(),
  category: Type.Enum([...STORE_APP_CATEGORIES]),
  /** One of the vendor's own apps (listed first). */
  own: Type.Boolean(),
});
export type StoreApp = Static<typeof StoreAppSchema>;

export const ThemeSchema = Type.Object({
  name: Type.String(),
  theme_store_url: Type.String(),
  id: Type.Union([Type.String(), Type.Null()]),
  handle: Type.String(),
  style_id: Type.Union([Type.String(), Type.Null()]),
  style_handle: Type.Union([Type.String(), Type.Null()]),
});
export type StoreTheme = Static<typeof ThemeSchema>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** Shop info (spec 000 §3). */
export const ShopInfoSchema = Type.Object({
  shopUriOrigin: Type.String(),
  shopUri: Type.String(),
  shopName: NullableString,
  themeName: NullableString,
  themeId: NullableString,
  themeUri: NullableString,
  themeStoreId: NullableString,
  storeId: NullableString,
  currencyActive: NullableString,
  bestSellingUrl: NullableString,
  /** Bare profile addresses only (spec 001 §5). */
  facebook: NullableString,
  twitter: NullableString,
  instagram: NullableString,
  title: NullableString,
  description: NullableString,
  logos: Type.Array(Type.String()),
  country: NullableString,
  appUsed: Type.Array(Type.String()),
});
export type ShopInfo = Static<typeof ShopInfoSchema>;

export const QuickScanBodySchema = Type.Object({
  url: Type.String({ minLength: 3, maxLength: 2048 }),
});
export type QuickScanBody = Static<typeof QuickScanBodySchema>;

/** Why a scan came back empty (failures are silent in data, but the screen says why). */
export const SCAN_OUTCOMES = ['ok', 'unreachable', 'excluded', 'not_a_store'] as const;

export const StoreAnalysisSchema = Type.Object({
  outcome: Type.Enum([...SCAN_OUTCOMES]),
  shop_info: Type.Union([ShopInfoSchema, Type.Null()]),
  apps: Type.Array(StoreAppSchema),
  theme: Type.Union([ThemeSchema, Type.Null()]),
  /** Size of the app catalogue the page was checked against. */
  catalogue_size: Type.Integer(),
});
export type StoreAnalysis = Static<typeof StoreAnalysisSchema>;

export const StoreProductVariantSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  price: Type.Number(),
  sku: NullableString,
  available: Type.Boolean(),
});

/** Store product (spec 001 §3). */
export const StoreProductSchema = Type.Object({
  id: Type.String(),
  handle: Type.String(),
  title: Type.String(),
  body_html: Type.String(),
  vendor: Type.String(),
  product_type: Type.String(),
  tags: Type.Array(Type.String()),
  published_at: NullableString,
  options: Type.Array(Type.Object({ name: Type.String(), values: Type.Array(Type.String()) })),
  variants: Type.Array(StoreProductVariantSchema),
  href: Type.String(),
  image: NullableString,
  images: Type.Array(Type.String()),
  minPrice: Type.Number(),
  maxPrice: Type.Number(),
  priceAmount: Type.Number(),
  currencyCode: NullableString,
  created_at: NullableString,
  updatedAt: NullableString,
});
export type StoreProduct = Static<typeof StoreProductSchema>;

export const CrawlBySellerParamsSchema = Type.Object({
  source: Type.String({ minLength: 1, maxLength: 40 }),
  /** For store sources, the store's domain. */
  seller_id: Type.String({ minLength: 3, maxLength: 255 }),
});
export const CrawlBySellerQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const StoreProductPageSchema = Type.Object({
  outcome: Type.Enum([...SCAN_OUTCOMES]),
  items: Type.Array(StoreProductSchema),
  page: Type.Integer(),
  has_more: Type.Boolean(),
});
export type StoreProductPage = Static<typeof StoreProductPageSchema>;
