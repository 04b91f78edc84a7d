import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { IdSchema } from '../envelope';
import { API_PLACEMENT_SOURCES } from './placement';

/*
 * Changing the supplier of order lines (spec 002 §3 replace_supplier, source_recommend; §5 and §8
 * NEED_CHANGE_SUPPLIER; §7 POST orders/{id}/change-supplier, body line_items). A line is then
 * placed with the supplier product and sku given, whatever its push linked it to; its shipping
 * method belonged to the old product and is cleared. Only New orders change.
 */

/** The source's error code of a line that must be moved to another supplier (spec 002 §8). */
export const NEED_CHANGE_SUPPLIER = 'NEED_CHANGE_SUPPLIER';

/** What a supplier reported of a line's product (spec 002 §8 keys): gone, or not enough units. */
export const SUPPLIER_UNAVAILABLE_REASONS = [
  'error_not_found_sku',
  'product_out_of_stock',
] as const;
export type SupplierUnavailableReason = (typeof SUPPLIER_UNAVAILABLE_REASONS)[number];

/**
 * Another supplier product for the same store variant, seen in stock for the line's quantity when
 * the mark was set: the variant's pushed product when the line had been moved away from it, or a
 * product the merchant moved this variant to on another order (`order_id`). Never a guess.
 */
export interface SourceRecommendation {
  source: string;
  source_product_id: string;
  sku_id: string;
  stock: number;
  /** The supplier's unit price then, a decimal string. */
  unit_cost: { amount: string; currency: string };
  /** The order the merchant moved this variant to it on; null for the variant's pushed product. */
  order_id: string | null;
}

/**
 * A line's source_recommend (spec 002 §3) once its supplier reported it unavailable: the mark
 * (error_code NEED_CHANGE_SUPPLIER, §8), what was observed, and a recommendation or null. A
 * marked line without one is left out of the order (§5). The mark goes when the supplier reports
 * the product available again or the line is moved to another supplier.
 */
export interface SourceRecommend {
  error_code?: typeof NEED_CHANGE_SUPPLIER;
  reason: SupplierUnavailableReason;
  /** The supplier product the line was placed with when the supplier reported it. */
  source: string;
  source_product_id: string;
  sku_id: string;
  /** Units the supplier had; null when it no longer has the product or sku at all. */
  stock: number | null;
  observed_at: string;
  recommend: SourceRecommendation | null;
}

export const ChangeSupplierBodySchema = Type.Object(
  {
    line_items: Type.Array(
      Type.Object(
        {
          id: IdSchema,
          source: Type.Enum(API_PLACEMENT_SOURCES),
          /** The supplier's ids exactly as it sends them (strings; some exceed 2^53). */
          source_product_id: Type.String({
            minLength: 1,
            maxLength: 64,
            pattern: '^[A-Za-z0-9_-]+$',
          }),
          sku_id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_:;.-]+$' }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);
export type ChangeSupplierBody = Static<typeof ChangeSupplierBodySchema>;

export const ReplacedLineSchema = Type.Object({
  id: IdSchema,
  replace_supplier: Type.Object({
    source: Type.String(),
    source_product_id: Type.String(),
    sku_id: Type.String(),
  }),
});

/**
 * POST orders/{id}/change-supplier. The supplier is asked for the product and sku first: one it
 * does not have, or a supplier account not linked, is a field error
 * (`line_items.<n>.source_product_id` / `.sku_id` / `.source`) and nothing changes.
 */
export const changeSupplierEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/:id/change-supplier',
  params: Type.Object({ id: IdSchema }),
  body: ChangeSupplierBodySchema,
  response: Type.Object({ order_id: IdSchema, line_items: Type.Array(ReplacedLineSchema) }),
  tag: 'orders',
});
