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
