import { Type, type Static } from 'typebox';

/*
 * Research tools of a product (spec 001 §1, §7 ah/research/products/{id}/...) and the ads spy
 * (social/ads/list|data-filters|mark-view). Research covers the own catalogue.
 */

export const ResearchProductParamsSchema = Type.Object({
  id: Type.String({ pattern: '^[0-9]{1,18}$' }),
});

export const StoresSellingBodySchema = Type.Object({
  /** How many stores the client already shows (the next page starts there). */
  current_total: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
});
export const StoreListingSchema = Type.Object({
  store_name: Type.String(),
  store_url: Type.String(),
  country: Type.String(),
  price: Type.Number(),
  listed_at: Type.String(),
});
export type StoreListing = Static<typeof StoreListingSchema>;
export const StoresSellingSchema = Type.Object({
  items: Type.Array(StoreListingSchema),
  total: Type.Integer(),
  current_total: Type.Integer(),
  has_more: Type.Boolean(),
});
export type StoresSelling = Static<typeof StoresSellingSchema>;

export const SimilarProductsBodySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 })),
});
export const SimilarProductSchema = Type.Object({
  source_product_id: Type.String(),
  source: Type.String(),
  name: Type.String(),
  image: Type.String(),
  price_min: Type.Number(),
  rating: Type.Number(),
  trade_count: Type.Integer(),
  /** Title similarity 0–100 (pg_trgm). */
  similarity: Type.Integer(),
});
export type SimilarProduct = Static<typeof SimilarProductSchema>;
export const SimilarProductsSchema = Type.Object({ items: Type.Array(SimilarProductSchema) });

export const PriceHistorySchema = Type.Object({
  currency: Type.Literal('USD'),
  points: Type.Array(Type.Object({ date: Type.String(), price: Type.Number() })),
  min: Type.Number(),
  max: Type.Number(),
  current: Type.Number(),
});
export type PriceHistory = Static<typeof PriceHistorySchema>;

export const OrderStatisticsSchema = Type.Object({
  /** Weekly orders, oldest first (week = its Monday). */
  points: Type.Array(Type.Object({ week: Type.String(), orders: Type.Integer() })),
  total: Type.Integer(),
});
export type OrderStatistics = Static<typeof OrderStatisticsSchema>;

export const TopCountriesSchema = Type.Object({
  items: Type.Array(
    Type.Object({ country: Type.String(), orders: Type.Integer(), share: Type.Number() }),
  ),
});
export type TopCountries = Static<typeof TopCountriesSchema>;

export const ResearchKeywordsSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      keyword: Type.String(),
      search_volume: Type.Integer(),
      /** Percent change over the last 30 days. */
      growth: Type.Number(),
    }),
  ),
});
export type ResearchKeywords = Static<typeof ResearchKeywordsSchema>;

export const SellerRatingsQuerySchema = Type.Object({
  seller_id: Type.Optional(Type.String({ pattern: '^[0-9]{1,10}$' })),
});
export const SellerRatingsSchema = Type.Object({
  seller_id: Type.String(),
  store_name: Type.String(),
  country: Type.String(),
  rating: Type.Number(),
  followers: Type.Integer(),
  opened_year: Type.Integer(),
  /** Share of the seller's reviews with 4 stars or more. */
  positive_percent: Type.Number(),
  products: Type.Integer(),
});
export type SellerRatings = Static<typeof SellerRatingsSchema>;

export const ResearchReviewsSchema = Type.Object({
  average: Type.Number(),
  total: Type.Integer(),
  /** Reviews per star, 1 to 5. */
  distribution: Type.Array(Type.Object({ stars: Type.Integer(), count: Type.Integer() })),
  /** Reviews per country, most first. */
  countries: Type.Array(Type.Object({ country: Type.String(), count: Type.Integer() })),
});
export type ResearchReviews = Static<typeof ResearchReviewsSchema>;

// ---------------------------------------------------------------------------------------------
// Ads spy

export const SOCIAL_AD_PLATFORMS = ['facebook', 'instagram', 'tiktok', 'pinterest'] as const;

export const SocialAdsQuerySchema = Type.Object({
  product_id: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })),
  platform: Type.Optional(Type.Enum([...SOCIAL_AD_PLATFORMS])),
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type SocialAdsQuery = Static<typeof SocialAdsQuerySchema>;

export const SocialAdSchema = Type.Object({
  id: Type.String(),
  product_id: Type.String(),
  platform: Type.Enum([...SOCIAL_AD_PLATFORMS]),
  advertiser: Type.String(),
  caption: Type.String(),
  call_to_action: Type.String(),
  country: Type.String(),
  likes: Type.Integer(),
  comments: Type.Integer(),
  shares: Type.Integer(),
  first_seen: Type.String(),
  last_seen: Type.String(),
  /** Days between first and last seen (how long the ad has run). */
  days_running: Type.Integer(),
  image: Type.String(),
  viewed: Type.Boolean(),
});
export type SocialAd = Static<typeof SocialAdSchema>;

export const SocialAdPageSchema = Type.Object({
  items: Type.Array(SocialAdSchema),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
  has_more: Type.Boolean(),
});
export type SocialAdPage = Static<typeof SocialAdPageSchema>;

export const SocialAdFiltersQuerySchema = Type.Object({
  product_id: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })),
});
const FilterCount = Type.Object({ value: Type.String(), count: Type.Integer() });
export const SocialAdFiltersSchema = Type.Object({
  platforms: Type.Array(FilterCount),
  countries: Type.Array(FilterCount),
});
export type SocialAdFilters = Static<typeof SocialAdFiltersSchema>;

export const MarkAdViewBodySchema = Type.Object({
  ad_id: Type.String({ minLength: 1, maxLength: 64 }),
  mode: Type.Literal('AO_Ads'),
});
export const MarkAdViewSchema = Type.Object({ ad_id: Type.String(), viewed: Type.Boolean() });
