import { Type, type Static } from 'typebox';
import { CatalogueCountsSchema } from '../first-routes';
import { IdSchema, TimestampSchema } from '../envelope';
import { CountryCodeSchema, ImportSourceSchema } from '../sourcing';
import {
  BULK_IDS_MAX,
  COMPARE_AT_MODES,
  DESCRIPTION_MAX,
  IMPORT_ALL_MAX,
  IMPORT_LIST_MAX_PAGE_SIZE,
  IMPORT_LIST_SORTS,
  MAX_COLLECTIONS,
  MAX_IMAGES,
  MAX_MINOR_AMOUNT,
  MAX_OPTIONS,
  MAX_PRICE_TIERS,
  MAX_TAGS,
  MAX_VARIANTS,
  NAME_MAX,
  PRICE_MODES,
  PUSH_FILTERS,
  TITLE_MAX,
  URL_MAX,
} from './vocabulary';

/*
 * Schemas of the catalogue calls (spec 001 §3, §7; issue 9). Money is an integer in the minor
 * unit of its currency (cents; yen for JPY) beside an ISO code, never a float. Field names follow
 * spec 001 §3 where it names them (cost_from, price_to, variant_count, ship_to, pushed, success /
 * failed, product_package_id) and the issue's `listingQuotaCost`.
 */

/*
 * Nullable fields list Null first: Fastify's Ajv coerces types, and a null tried against an
 * integer or string branch first would be stored as 0 or ''.
 */

/** Text without NUL bytes (PostgreSQL cannot store them; a NUL is always a bad input). */
export const Text = (maxLength: number, minLength = 0) =>
  Type.String({ minLength, maxLength, pattern: '^[^\\u0000]*$' });

export const CurrencyCodeSchema = Type.String({ pattern: '^[A-Z]{3}$' });
/** An amount in minor units; negative prices are refused at the edge (FieldInvalid / minimum). */
export const MinorAmountSchema = Type.Integer({ minimum: 0, maximum: MAX_MINOR_AMOUNT });
export const MoneySchema = Type.Object({ amount: MinorAmountSchema, currency: CurrencyCodeSchema });
export type Money = Static<typeof MoneySchema>;

/** An http(s) address, or a path on this API (`/catalogue-media/…`, gallery files). */
export const ImageUrlSchema = Type.String({
  maxLength: URL_MAX,
  pattern: '^(https?://[^\\s/?#]+[^\\s]*|/[^\\s]*)$',
});

export const ProductOptionSchema = Type.Object(
  {
    name: Text(NAME_MAX, 1),
    values: Type.Array(Text(NAME_MAX, 1), { minItems: 1, maxItems: MAX_VARIANTS }),
  },
  { additionalProperties: false },
);
export type ProductOption = Static<typeof ProductOptionSchema>;

export const ProductVariantSchema = Type.Object(
  {
    /** The supplier's variant (SKU) id, kept as the source sends it; unique in the product. */
    supplier_variant_id: Text(128, 1),
    /** One value per option, in the order of `options`. */
    option_values: Type.Array(Text(NAME_MAX, 1), { maxItems: MAX_OPTIONS }),
    /** What the supplier charges, in the supplier's currency (not editable). */
    cost: MoneySchema,
    /** Selling price in the product's `currency`. */
    price: MinorAmountSchema,
    compare_at_price: Type.Union([Type.Null(), MinorAmountSchema]),
    sku: Text(NAME_MAX),
    /** Units the supplier had when the product was imported (not editable). */
    supplier_stock: Type.Integer({ minimum: 0 }),
    image: Type.Union([Type.Null(), ImageUrlSchema]),
  },
  { additionalProperties: false },
);
export type ProductVariant = Static<typeof ProductVariantSchema>;

/** Ordered; the first image is the main image. */
export const ProductImageSchema = Type.Object(
  { url: ImageUrlSchema },
  { additionalProperties: false },
);
export type ProductImage = Static<typeof ProductImageSchema>;

/** Where a product was pushed: written by the push engine, one per store and channel. */
export const PushMarkSchema = Type.Object({
  store_id: IdSchema,
  channel: Type.String(),
  /** The platform's product id, as the platform sends it (a string: some exceed 2^53). */
  store_product_id: Type.String(),
  pushed_at: TimestampSchema,
});
export type PushMark = Static<typeof PushMarkSchema>;

const SupplierSchema = Type.Object({
  source: Type.String(),
  source_product_id: Type.String(),
  /** The product page at the supplier (or the app's detail page for the own catalogue). */
  source_url: Type.Union([Type.Null(), Type.String()]),
  supplier_name: Type.Union([Type.Null(), Type.String()]),
});

// ---------------------------------------------------------------------------------------------
// GET center/products/import/listing

export const ImportListQuerySchema = Type.Object(
  {
    /** The `next_cursor` of the previous page (keyset pagination). */
    cursor: Type.Optional(Type.String({ maxLength: 300 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: IMPORT_LIST_MAX_PAGE_SIZE })),
    /** Words of the title (case-insensitive). */
    search: Type.Optional(Text(TITLE_MAX)),
    source: Type.Optional(ImportSourceSchema),
    ship_to: Type.Optional(CountryCodeSchema),
    tag: Type.Optional(Text(NAME_MAX, 1)),
    pushed: Type.Optional(Type.Enum([...PUSH_FILTERS])),
    sort: Type.Optional(Type.Enum([...IMPORT_LIST_SORTS])),
  },
  { additionalProperties: false },
);
export type ImportListQuery = Static<typeof ImportListQuerySchema>;

/** A row of the import list (spec 001 §3 "Push item" and what issue 9 §1 shows). */
export const ImportListItemSchema = Type.Object({
  id: IdSchema,
  /** The main image; null when the product has none. */
  image: Type.Union([Type.Null(), Type.String()]),
  title: Type.String(),
  ...SupplierSchema.properties,
  /** Currency of cost_from / cost_to (the supplier's). */
  cost_currency: CurrencyCodeSchema,
  cost_from: Type.Integer(),
  cost_to: Type.Integer(),
  /** Currency of price_from / price_to (the product's selling currency). */
  currency: CurrencyCodeSchema,
  price_from: Type.Integer(),
  price_to: Type.Integer(),
  variant_count: Type.Integer(),
  ship_to: Type.String(),
  tags: Type.Array(Type.String()),
  /** Channel → pushed (spec 001 §3 "Push item"). */
  pushed: Type.Record(Type.String(), Type.Boolean()),
  /**
   * Stores that hold the product (its store listings): a push there is an update, and the push
   * dialog warns that their data will be overwritten (001 §5).
   */
  pushed_store_ids: Type.Array(IdSchema),
  listingQuotaCost: Type.Integer(),
  version: Type.Integer(),
  created_at: TimestampSchema,
});
export type ImportListItem = Static<typeof ImportListItemSchema>;

export const ImportListPageSchema = Type.Object({
  items: Type.Array(ImportListItemSchema),
  /** Null on the last page. */
  next_cursor: Type.Union([Type.Null(), Type.String()]),
});
export type ImportListPage = Static<typeof ImportListPageSchema>;

// ---------------------------------------------------------------------------------------------
// GET / PUT center/products/{id}

export const ProductIdParamsSchema = Type.Object({ id: IdSchema });

/** What the editor changes; `version` is the one it loaded (optimistic concurrency). */
export const ProductUpdateSchema = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    title: Text(TITLE_MAX, 1),
    description_html: Text(DESCRIPTION_MAX),
    product_type: Text(NAME_MAX),
    vendor: Text(NAME_MAX),
    tags: Type.Array(Text(NAME_MAX, 1), { maxItems: MAX_TAGS }),
    collections: Type.Array(Text(NAME_MAX, 1), { maxItems: MAX_COLLECTIONS }),
    options: Type.Array(ProductOptionSchema, { maxItems: MAX_OPTIONS }),
    /** The product's variants after edits: a subset of the imported ones (by supplier_variant_id). */
    variants: Type.Array(ProductVariantSchema, { maxItems: MAX_VARIANTS }),
    images: Type.Array(ProductImageSchema, { maxItems: MAX_IMAGES }),
  },
  { additionalProperties: false },
);
export type ProductUpdate = Static<typeof ProductUpdateSchema>;

export const ProductWarningsSchema = Type.Object({
  /** More than 100 variants: Shopify will not take the product whole (001 §5). */
  too_many_variants: Type.Boolean(),
  /** More than 3 options: Shopify takes 3 per product. */
  too_many_options: Type.Boolean(),
});

export const ImportProductSchema = Type.Object({
  id: IdSchema,
  version: Type.Integer(),
  title: Type.String(),
  /** Sanitised HTML (sanitise again when rendering: DESCRIPTION_HTML_POLICY). */
  description_html: Type.String(),
  product_type: Type.String(),
  vendor: Type.String(),
  tags: Type.Array(Type.String()),
  collections: Type.Array(Type.String()),
  options: Type.Array(ProductOptionSchema),
  variants: Type.Array(ProductVariantSchema),
  images: Type.Array(ProductImageSchema),
  /** Currency of every price and compare-at price. */
  currency: CurrencyCodeSchema,
  ship_to: Type.String(),
  ...SupplierSchema.properties,
  listingQuotaCost: Type.Integer(),
  pushed: Type.Record(Type.String(), Type.Boolean()),
  pushes: Type.Array(PushMarkSchema),
  warnings: ProductWarningsSchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type ImportProduct = Static<typeof ImportProductSchema>;

// ---------------------------------------------------------------------------------------------
// Selections: DELETE center/products/import/delete, PUT center/products/bulk_update

/** One, many (`ids`) or every import of the workplace (`all: true`). */
const SelectionProperties = {
  ids: Type.Optional(Type.Array(IdSchema, { minItems: 1, maxItems: BULK_IDS_MAX })),
  all: Type.Optional(Type.Boolean()),
};

export const ImportDeleteBodySchema = Type.Object(SelectionProperties, {
  additionalProperties: false,
});
export type ImportDeleteBody = Static<typeof ImportDeleteBodySchema>;
export const ImportDeleteResultSchema = Type.Object({ deleted: Type.Array(IdSchema) });
export type ImportDeleteResult = Static<typeof ImportDeleteResultSchema>;

export const BulkUpdateBodySchema = Type.Object(
  {
    ...SelectionProperties,
    /** Re-price every variant with the workplace's pricing rule. */
    pricing_rule: Type.Optional(Type.Boolean()),
    tags: Type.Optional(
      Type.Object(
        {
          add: Type.Optional(Type.Array(Text(NAME_MAX, 1), { maxItems: MAX_TAGS })),
          remove: Type.Optional(Type.Array(Text(NAME_MAX, 1), { maxItems: MAX_TAGS })),
        },
        { additionalProperties: false },
      ),
    ),
    product_type: Type.Optional(Text(NAME_MAX)),
  },
  { additionalProperties: false },
);
export type BulkUpdateBody = Static<typeof BulkUpdateBodySchema>;
export const BulkUpdateResultSchema = Type.Object({ updated: Type.Array(IdSchema) });
export type BulkUpdateResult = Static<typeof BulkUpdateResultSchema>;

// ---------------------------------------------------------------------------------------------
// POST center/products/import-all

export const ImportAllItemSchema = Type.Object(
  {
    source: ImportSourceSchema,
    product_id: Type.String({ minLength: 1, maxLength: 64 }),
    ship_to: Type.Optional(CountryCodeSchema),
  },
  { additionalProperties: false },
);
export const ImportAllBodySchema = Type.Object(
  { import_data: Type.Array(ImportAllItemSchema, { minItems: 1, maxItems: IMPORT_ALL_MAX }) },
  { additionalProperties: false },
);
export type ImportAllBody = Static<typeof ImportAllBodySchema>;

/** Spec 001 §3 "Import-all result": product id → package id, product id → error message key. */
export const ImportAllResultSchema = Type.Object({
  success: Type.Record(Type.String(), Type.String()),
  failed: Type.Record(Type.String(), Type.String()),
  /** Every item failed on quota (SYSTEM_QUOTA_EXCEEDED / EXCEED_QUOTA_LIMIT): quota expired (001 §8). */
  quota_expired: Type.Boolean(),
  quota: Type.Object({ limit: Type.Integer(), usage: Type.Integer() }),
});
export type ImportAllResult = Static<typeof ImportAllResultSchema>;

// ---------------------------------------------------------------------------------------------
// GET center/products/imported_list, GET center/products/count

export const ImportedListQuerySchema = Type.Object(
  {
    source: ImportSourceSchema,
    /** Source product ids to look up (comma-separated), e.g. the cards on screen. */
    ids: Type.String({ minLength: 1, maxLength: 8000, pattern: '^[^\\u0000]*$' }),
  },
  { additionalProperties: false },
);
export const ImportedListSchema = Type.Object({
  /** Source product id → product_package_id (the import's id), for those imported. */
  imported: Type.Record(Type.String(), IdSchema),
});
export type ImportedList = Static<typeof ImportedListSchema>;

export { CatalogueCountsSchema };

// ---------------------------------------------------------------------------------------------
// GET / PUT center/products/setting/get, /update — pricing rules of the workplace

export const PriceTierSchema = Type.Object(
  {
    /** The tier applies from this cost (minor units of the rule's currency) up to the next tier's. */
    cost_from: MinorAmountSchema,
    mode: Type.Enum([...PRICE_MODES]),
    /** Multiplier (e.g. 2.5) or fixed markup in minor units. */
    value: Type.Number({ minimum: 0, maximum: 1_000_000 }),
  },
  { additionalProperties: false },
);
export type PriceTier = Static<typeof PriceTierSchema>;

export const PricingRuleSchema = Type.Object(
  {
    /** Currency of the tiers' bounds and fixed amounts (the workplace currency by default). */
    currency: CurrencyCodeSchema,
    /** Ascending by cost_from; the first starts at 0. */
    tiers: Type.Array(PriceTierSchema, { minItems: 1, maxItems: MAX_PRICE_TIERS }),
    compare_at: Type.Object(
      {
        mode: Type.Enum([...COMPARE_AT_MODES]),
        value: Type.Number({ minimum: 0, maximum: 1_000_000 }),
      },
      { additionalProperties: false },
    ),
    /** Cents every price ends in (99 → .99); null keeps the computed cents. */
    cents: Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: 99 })]),
  },
  { additionalProperties: false },
);
export type PricingRule = Static<typeof PricingRuleSchema>;

export const PricingSettingsSchema = Type.Object({
  rule: PricingRuleSchema,
  /** Null until the workplace saves its own rule (the default rule applies). */
  updated_at: Type.Union([Type.Null(), TimestampSchema]),
});
export type PricingSettings = Static<typeof PricingSettingsSchema>;
export const PricingSettingsUpdateSchema = Type.Object(
  { rule: PricingRuleSchema },
  { additionalProperties: false },
);
