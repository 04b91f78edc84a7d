import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { EXTRA_QUOTA_FEATURES, MAX_PACKS_PER_CHARGE } from '../../plans/quota-packs';

/*
 * Extra quota and the Ready2Sale add-on, paid from the wallet or, for merchants in the Shopify
 * admin, through Shopify (spec 000 §7 names charge-extra and charge-ready2sale; ADR 027 defines
 * them, ADR 036 the Shopify way), and skip-recharge.
 */
const tag = 'payments';

/** The optional store-id header of spec 000 §7: the store the purchase is made from. */
export const StoreIdHeaderSchema = Type.Object({
  'store-id': Type.Optional(Type.String({ format: 'uuid' })),
});

const Packs = Type.Integer({ minimum: 1, maximum: MAX_PACKS_PER_CHARGE });
/** The client's id of this purchase (one per click): a repeat replays the first answer. */
const RequestId = Type.String({ format: 'uuid' });

export const ChargeExtraBodySchema = Type.Object(
  { feature: Type.Enum(EXTRA_QUOTA_FEATURES), packs: Packs, request_id: RequestId },
  { additionalProperties: false },
);
export type ChargeExtraBody = Static<typeof ChargeExtraBodySchema>;

export const ChargeReady2SaleBodySchema = Type.Object(
  { packs: Packs, request_id: RequestId },
  { additionalProperties: false },
);
export type ChargeReady2SaleBody = Static<typeof ChargeReady2SaleBodySchema>;

export const QUOTA_PURCHASE_STATUSES = ['pending', 'paid', 'declined', 'expired'] as const;
export type QuotaPurchaseStatus = (typeof QUOTA_PURCHASE_STATUSES)[number];
export const QUOTA_PURCHASE_PROVIDERS = ['wallet', 'shopify'] as const;

export const QuotaPurchaseSchema = Type.Object({
  id: Type.String(),
  /**
   * pending: waits for the merchant's approval in Shopify (confirmation_url); paid: the units are
   * added; declined: the wallet was short or the merchant declined in Shopify; expired: not
   * approved in Shopify within two days. Declined and expired took and added nothing.
   */
  status: Type.Enum(QUOTA_PURCHASE_STATUSES),
  /** Who is paid: the wallet, or Shopify on the shop's bill. Absent on purchases made before. */
  provider: Type.Optional(Type.Enum(QUOTA_PURCHASE_PROVIDERS)),
  /** Shopify's approval page while pending; null otherwise. */
  confirmation_url: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  feature: Type.String(),
  /** Units added to the feature's limit for the period (pending: to be added once approved). */
  units: Type.Integer(),
  /** Minor units of currency. */
  amount: Type.Integer(),
  currency: Type.String(),
  store_id: Type.Union([Type.String(), Type.Null()]),
  period_start: Type.String({ format: 'date-time' }),
  /** The extra units end with the period. */
  period_end: Type.String({ format: 'date-time' }),
  /** The feature now, extra units included in the limit. */
  quota: Type.Object({ limit: Type.Integer(), usage: Type.Integer() }),
  /** The wallet after the purchase (or as it was, when declined); null when Shopify bills it. */
  total_balance: Type.Union([Type.Integer(), Type.Null()]),
  /** When the purchase was made and when its status last changed. Absent on older purchases. */
  created_at: Type.Optional(Type.String({ format: 'date-time' })),
  updated_at: Type.Optional(Type.String({ format: 'date-time' })),
});
export type QuotaPurchase = Static<typeof QuotaPurchaseSchema>;

export const SkipRechargeBodySchema = Type.Object(
  {
    /** false undoes a skip that has not been used yet. */
    skip: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
export const SkipRechargeSchema = Type.Object({ skip_next_recharge: Type.Boolean() });
export type SkipRecharge = Static<typeof SkipRechargeSchema>;

/** Buys packs of extra units of a counted feature for the current period, from the wallet. */
export const chargeExtraEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payments/charge-extra',
  headers: StoreIdHeaderSchema,
  body: ChargeExtraBodySchema,
  response: QuotaPurchaseSchema,
  tag,
});

/** Buys packs of the Ready2Sale add-on (READY2SALE units) for the current period, from the wallet. */
export const chargeReady2SaleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payments/charge-ready2sale',
  headers: StoreIdHeaderSchema,
  body: ChargeReady2SaleBodySchema,
  response: QuotaPurchaseSchema,
  tag,
});

export const QuotaPurchaseListSchema = Type.Object({ items: Type.Array(QuotaPurchaseSchema) });
export type QuotaPurchaseList = Static<typeof QuotaPurchaseListSchema>;

/** The workplace's latest purchases, newest first: where a Shopify purchase stands. */
export const quotaPurchasesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/payments/quota-purchases',
  response: QuotaPurchaseListSchema,
  tag,
});

/** Skips (or, with skip false, un-skips) the next automatic wallet recharge. */
export const skipRechargeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payments/skip-recharge',
  body: SkipRechargeBodySchema,
  response: SkipRechargeSchema,
  tag,
});
