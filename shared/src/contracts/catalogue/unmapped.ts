import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { IdSchema, TimestampSchema } from '../envelope';

/*
 * GET center/products/listings/unmapped (spec 001 §7 "Import list and center"): the product
 * center's products that are not mapped to a supplier product yet — what the Unmapped tab and
 * its count badge (GET center/products/count, `unmapped`) show. Mapping itself, split and
 * auto-update come with the mapping issue.
 */

export const UNMAPPED_PAGE_SIZE_MAX = 100;

export const UnmappedListingsQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: UNMAPPED_PAGE_SIZE_MAX })),
    store_id: Type.Optional(IdSchema),
  },
  { additionalProperties: false },
);
export type UnmappedListingsQuery = Static<typeof UnmappedListingsQuerySchema>;

export const UnmappedListingSchema = Type.Object({
  id: IdSchema,
  title: Type.String(),
  /** The store the product belongs to; null once that store was removed. */
  store_id: Type.Union([IdSchema, Type.Null()]),
  store_name: Type.Union([Type.String(), Type.Null()]),
  /** The store's platform (shopify, woocommerce …); null with the store. */
  platform: Type.Union([Type.String(), Type.Null()]),
  created_at: TimestampSchema,
});
export type UnmappedListing = Static<typeof UnmappedListingSchema>;

export const UnmappedListingPageSchema = Type.Object({
  items: Type.Array(UnmappedListingSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type UnmappedListingPage = Static<typeof UnmappedListingPageSchema>;

export const unmappedListingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/center/products/listings/unmapped',
  query: UnmappedListingsQuerySchema,
  response: UnmappedListingPageSchema,
  tag: 'catalogue',
});
