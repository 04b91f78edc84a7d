import { Type, type Static } from 'typebox';
import { IdSchema, TimestampSchema } from '../envelope';
import { AI_WRITING_LANGUAGES, AI_WRITING_STYLES, AI_WRITING_TONES } from '../catalogue/ai-writing';
import { ImportProductSchema, ProductUpdateSchema } from '../catalogue/schemas';
import { UnmappedListingSchema } from '../catalogue/unmapped';
import { PodDesignInfoSchema } from '../pod';
import { CountryCodeSchema } from '../sourcing';
import {
  PUBLISH_MODES,
  BULK_UPDATE_AND_PUSH_MAX,
  PUSH_CHANNELS_MAX,
  PUSH_ENTRY_STATUSES,
  PUSH_ERROR_CODES,
  PUSH_OPTIMIZATION_STATES,
  PUSH_PLATFORMS,
  PUSH_PRODUCTS_MAX,
  TIME_SCHEDULES,
} from './vocabulary';

/*
 * Schemas of the push calls (spec 001 §3 "Channel setting", "Push request", "Multi-source push",
 * "Push-process entry", "Automation push setting"; §7). Field names are the spec's.
 */

const Ids = (max = PUSH_PRODUCTS_MAX) => Type.Array(IdSchema, { maxItems: max, uniqueItems: true });

/** The per-channel publish settings; TikTok adds warehouse, weight and dimensions. */
export const ChannelPublishSettingsSchema = Type.Object(
  {
    is_publish: Type.Boolean({ default: true }),
    allow_sell_out_of_stock: Type.Boolean({ default: true }),
    sync_order: Type.Boolean({ default: true }),
    warehouse_id: Type.Optional(Type.String({ maxLength: 64 })),
    weight: Type.Optional(
      Type.Object({ value: Type.Number({ exclusiveMinimum: 0 }), unit: Type.Literal('kilogram') }),
    ),
    dimension: Type.Optional(
      Type.Object({
        height: Type.Number({ exclusiveMinimum: 0 }),
        width: Type.Number({ exclusiveMinimum: 0 }),
        length: Type.Number({ exclusiveMinimum: 0 }),
        unit: Type.Literal('centimeter'),
      }),
    ),
  },
  { additionalProperties: false },
);
export type ChannelPublishSettings = Static<typeof ChannelPublishSettingsSchema>;

/** A Shopify sales channel chosen for a push: its publication id, handle and mode. */
export const PublicationTargetSchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 200 }),
    handle: Type.String({ minLength: 1, maxLength: 100 }),
    mode: Type.Enum([...PUBLISH_MODES]),
  },
  { additionalProperties: false },
);
export type PublicationTarget = Static<typeof PublicationTargetSchema>;

/** One store of a push request: which imports are new there (push) and which go to update. */
export const ChannelPushSettingSchema = Type.Object(
  {
    store_id: IdSchema,
    push: Type.Optional(Ids()),
    update: Type.Optional(Ids()),
    settings: ChannelPublishSettingsSchema,
    publications: Type.Optional(Type.Array(PublicationTargetSchema, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type ChannelPushSetting = Static<typeof ChannelPushSettingSchema>;

/** POST center/products/push-multiple-channel (and bulk-update-and-push's settings). */
export const PushRequestSchema = Type.Object(
  {
    product_package_ids: Type.Array(IdSchema, {
      minItems: 1,
      maxItems: PUSH_PRODUCTS_MAX,
      uniqueItems: true,
    }),
    settings: Type.Array(ChannelPushSettingSchema, { minItems: 1, maxItems: PUSH_CHANNELS_MAX }),
  },
  { additionalProperties: false },
);
export type PushRequest = Static<typeof PushRequestSchema>;

/** POST center/products/push: one product of the product center, to its channels. */
export const SinglePushRequestSchema = Type.Object(
  {
    product_package_id: IdSchema,
    settings: Type.Array(ChannelPushSettingSchema, { minItems: 1, maxItems: PUSH_CHANNELS_MAX }),
  },
  { additionalProperties: false },
);
export type SinglePushRequest = Static<typeof SinglePushRequestSchema>;

/** A push-process entry (001 §3). `channel` is the store's platform; `product_id` the store's. */
export const PushEntrySchema = Type.Object({
  id: IdSchema,
  channel: Type.Enum([...PUSH_PLATFORMS]),
  store_id: IdSchema,
  store_name: Type.String(),
  status: Type.Enum([...PUSH_ENTRY_STATUSES]),
  image: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  productName: Type.String(),
  product_package_id: IdSchema,
  product_id: Type.Union([Type.String(), Type.Null()]),
  error: Type.Union([
    Type.Object({
      code: Type.Enum([...PUSH_ERROR_CODES]),
      fields: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })),
    }),
    Type.Null(),
  ]),
  /** Smart Push's content optimisation before the push; null when it was not asked for. */
  optimization: Type.Union([Type.Enum([...PUSH_OPTIMIZATION_STATES]), Type.Null()]),
  updated_at: TimestampSchema,
});
export type PushEntry = Static<typeof PushEntrySchema>;

/** Answer of every push call: what was queued and the LISTING_PRODUCTS quota after it. */
export const PushResultSchema = Type.Object({
  product_package_ids: Type.Array(
    Type.Object({
      product_package_id: IdSchema,
      split_product_package_ids: Type.Array(IdSchema),
    }),
  ),
  /** Entries queued (product × store). */
  request_product_push: Type.Integer(),
  total_push: Type.Integer(),
  usage: Type.Integer(),
  limit: Type.Integer(),
  /** Product id → error key, for products that could not be pushed at all (multi-source). */
  failed: Type.Record(Type.String(), Type.String()),
  entries: Type.Array(PushEntrySchema),
});
export type PushResult = Static<typeof PushResultSchema>;

/**
 * POST center/products/bulk-update-and-push-multiple-channel (and -pod): the editor's save and
 * push in one call (001 §2 "Where a push starts"). Each product's changes are saved as PUT
 * center/products/{id} saves them (its version, so a save made elsewhere meanwhile is a
 * conflict), then the products are pushed as push-multiple-channel pushes them.
 */
export const BulkUpdateAndPushSchema = Type.Object(
  {
    products: Type.Array(
      Type.Object(
        {
          id: IdSchema,
          update: ProductUpdateSchema,
          /** Print on demand (the -pod path): the design placed on the product, 001 §3. */
          design_info: Type.Optional(Type.Union([PodDesignInfoSchema, Type.Null()])),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: BULK_UPDATE_AND_PUSH_MAX },
    ),
    settings: Type.Array(ChannelPushSettingSchema, { minItems: 1, maxItems: PUSH_CHANNELS_MAX }),
  },
  { additionalProperties: false },
);
export type BulkUpdateAndPush = Static<typeof BulkUpdateAndPushSchema>;
/** What was queued, and the products as saved (their new versions). */
export const BulkUpdateAndPushResultSchema = Type.Object({
  ...PushResultSchema.properties,
  products: Type.Array(ImportProductSchema),
});

/** A product of a multi-source push: an import-list id, or a supplier product to import first. */
export const MultiSourceProductSchema = Type.Object(
  {
    product_id: Type.String({ minLength: 1, maxLength: 128 }),
    /** 'import' for an import-list id; otherwise the supplier source key. */
    source: Type.String({ minLength: 1, maxLength: 40 }),
    ship_to: Type.Optional(CountryCodeSchema),
    /** Print on demand: the workplace's design placed on the product (a pod push, 001 §3). */
    design_info: Type.Optional(Type.Union([PodDesignInfoSchema, Type.Null()])),
  },
  { additionalProperties: false },
);

/**
 * POST center/products/push-all-multiple-channel (and the pod path). With `automation` (Smart
 * Push, 001 §4) the stores, sales channels and publish status are the workplace's saved Smart Push
 * settings, and its content optimisation runs before the push; `settings` is then left out.
 */
export const MultiSourcePushSchema = Type.Object(
  {
    type: Type.Optional(Type.Enum(['normal', 'pod'])),
    automation: Type.Optional(Type.Boolean()),
    settings: Type.Optional(
      Type.Array(
        Type.Omit(ChannelPushSettingSchema, ['push', 'update'], { additionalProperties: false }),
        { minItems: 1, maxItems: PUSH_CHANNELS_MAX },
      ),
    ),
    /** Left out: every import of the workplace. */
    products: Type.Optional(Type.Array(MultiSourceProductSchema, { maxItems: PUSH_PRODUCTS_MAX })),
  },
  { additionalProperties: false },
);
export type MultiSourcePush = Static<typeof MultiSourcePushSchema>;

/** GET push entries of the workplace still shown in the progress panel. */
export const PushEntriesQuerySchema = Type.Object(
  { ids: Type.Optional(Type.String({ maxLength: 20_000 })) },
  { additionalProperties: false },
);
export const PushEntryListSchema = Type.Object({ items: Type.Array(PushEntrySchema) });

// ---------------------------------------------------------------------------------------------
// PUT center/products/setting/update_channel: the dialog's channel choices, remembered

export const ChannelPreferenceSchema = Type.Object(
  {
    store_id: IdSchema,
    checked: Type.Boolean(),
    settings: ChannelPublishSettingsSchema,
    publications: Type.Array(PublicationTargetSchema, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export const ChannelPreferencesSchema = Type.Object(
  { channels: Type.Array(ChannelPreferenceSchema, { maxItems: PUSH_CHANNELS_MAX }) },
  { additionalProperties: false },
);
export type ChannelPreferences = Static<typeof ChannelPreferencesSchema>;

// ---------------------------------------------------------------------------------------------
// GET center/products/listings/mapped

export const MappedListingsQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    store_id: Type.Optional(IdSchema),
  },
  { additionalProperties: false },
);
export const MappedListingSchema = Type.Object({
  id: IdSchema,
  product_package_id: IdSchema,
  title: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  store_id: IdSchema,
  store_name: Type.String(),
  platform: Type.Enum([...PUSH_PLATFORMS]),
  store_product_id: Type.String(),
  admin_url: Type.String(),
  currency: Type.String(),
  price_from: Type.Integer(),
  price_to: Type.Integer(),
  variant_count: Type.Integer(),
  pushed_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type MappedListing = Static<typeof MappedListingSchema>;
export const MappedListingPageSchema = Type.Object({
  items: Type.Array(MappedListingSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});

// ---------------------------------------------------------------------------------------------
// GET center/products/listings/all: the product center's "All products" tab, every product of
// the Mapped and Unmapped tabs in one list — the mapped ones first (as the mapped list orders
// them, newest push first), then the unmapped ones (newest first) — paged across the two.

export const ProductCenterListingsQuerySchema = MappedListingsQuerySchema;
export const ProductCenterListingSchema = Type.Union([
  Type.Object({ kind: Type.Literal('mapped'), listing: MappedListingSchema }),
  Type.Object({ kind: Type.Literal('unmapped'), listing: UnmappedListingSchema }),
]);
export type ProductCenterListing = Static<typeof ProductCenterListingSchema>;
export const ProductCenterListingPageSchema = Type.Object({
  items: Type.Array(ProductCenterListingSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type ProductCenterListingPage = Static<typeof ProductCenterListingPageSchema>;

// ---------------------------------------------------------------------------------------------
// Smart Push: GET/PUT center/products/setting/automation-product/get | update

const ClockTime = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

export const AutomationPushSettingSchema = Type.Object(
  {
    is_enable: Type.Boolean(),
    time_schedule: Type.Enum([...TIME_SCHEDULES]),
    when: Type.Object({ from: ClockTime, to: ClockTime }, { additionalProperties: false }),
    actions: Type.Object(
      {
        optimize_product_content: Type.Object(
          {
            enabled: Type.Boolean(),
            style: Type.Enum([...AI_WRITING_STYLES]),
            tone: Type.Enum([...AI_WRITING_TONES]),
            language: Type.Enum([...AI_WRITING_LANGUAGES]),
          },
          { additionalProperties: false },
        ),
        pushed_connected_channels: Type.Object(
          {
            store_ids: Type.Array(IdSchema, { maxItems: PUSH_CHANNELS_MAX, uniqueItems: true }),
            publication_ids: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }),
            publish_status: Type.Enum([...PUBLISH_MODES]),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type AutomationPushSetting = Static<typeof AutomationPushSettingSchema>;
export const AutomationPushSettingsResultSchema = Type.Object({
  automation_product_settings: AutomationPushSettingSchema,
  /** The workplace flag that offers Smart Push at all. */
  enable_smart_push: Type.Boolean(),
});

// ---------------------------------------------------------------------------------------------
// TikTok prerequisites (GET /tiktok/listing-prerequisites, /tiktok/warehouse)

export const TiktokPrerequisitesSchema = Type.Object({
  connected: Type.Boolean(),
  ready: Type.Boolean(),
  missing: Type.Array(Type.String()),
});
export const TiktokWarehousesSchema = Type.Object({
  warehouses: Type.Array(
    Type.Object({ id: Type.String(), name: Type.String(), is_default: Type.Boolean() }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Reviews (core/reviews …)

export const ReviewBodySchema = Type.Object(
  {
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    feedback: Type.Optional(Type.String({ maxLength: 2000, pattern: '^[^\\u0000]*$' })),
  },
  { additionalProperties: false },
);
/**
 * POST core/reviews/not-show-review: the prompt closed unanswered. It is not shown again for
 * 24 hours (001 §4), or never with `forever` (the merchant's "Don't ask again").
 */
export const NotShowReviewSchema = Type.Object(
  { forever: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type NotShowReview = Static<typeof NotShowReviewSchema>;
export const ReviewSchema = Type.Object({
  id: IdSchema,
  rating: Type.Integer(),
  feedback: Type.String(),
  createdAt: TimestampSchema,
});
export const ReviewPromptStateSchema = Type.Object({
  verified: Type.Boolean(),
  trigger_keys: Type.Array(Type.String()),
  last_prompt_at: Type.Union([TimestampSchema, Type.Null()]),
  not_show: Type.Boolean(),
  /** The rules of 001 §4 applied on the server: ≥ 3 triggers, verified, not within 24 h. */
  should_prompt: Type.Boolean(),
});
export type ReviewPromptState = Static<typeof ReviewPromptStateSchema>;
