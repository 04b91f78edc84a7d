import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { IdSchema } from '../envelope';
import { UpdateCustomerBodySchema } from './detail';
import { PLACEMENT_ERROR_KEYS, PlacementEntrySchema, PlacementResultSchema } from './placement';

/*
 * Failed placements (spec 002 §7 orders/v4/update-to-fail, orders/v4/recreate) and the retry of
 * failed supplier payments (orders/v6/payments/retry-all). Another workplace's order is NOT_FOUND
 * and nothing changes.
 */

const OrderIdsSchema = Type.Array(IdSchema, { minItems: 1, maxItems: 200, uniqueItems: true });

/** Why an order was left as it was. */
export const FAIL_SKIP_REASONS = ['paid', 'not_placed'] as const;
export type FailSkipReason = (typeof FAIL_SKIP_REASONS)[number];

export const UpdateToFailBodySchema = Type.Object(
  {
    order_ids: OrderIdsSchema,
    /** spec 002 §8 key the placements end with; error_checkout_products ("order fail") by default. */
    error_key: Type.Optional(Type.Enum(PLACEMENT_ERROR_KEYS)),
    /**
     * The line items whose supplier orders failed: only their sources' placements fail. All the
     * order's unpaid placements when left out.
     */
    items: Type.Optional(Type.Array(IdSchema, { minItems: 1, maxItems: 500, uniqueItems: true })),
    /** The corrected customer and address, saved as update-customer saves it (one order only). */
    customer: Type.Optional(Type.Omit(UpdateCustomerBodySchema, ['order_id'])),
  },
  { additionalProperties: false },
);
export type UpdateToFailBody = Static<typeof UpdateToFailBodySchema>;

export const UpdateToFailResultSchema = Type.Object({
  /** The placements now failed. */
  entries: Type.Array(PlacementEntrySchema),
  /** Orders left as they were: paid already (money was taken), or nothing placed to fail. */
  skipped: Type.Array(Type.Object({ order_id: IdSchema, reason: Type.Enum(FAIL_SKIP_REASONS) })),
});
export type UpdateToFailResult = Static<typeof UpdateToFailResultSchema>;

/**
 * Marks supplier orders as failed: their unpaid placements end as error with the key, the orders
 * return to New orders (placement/ready) showing it, ready to be recreated.
 */
export const updateToFailEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/orders/v4/update-to-fail',
  body: UpdateToFailBodySchema,
  response: UpdateToFailResultSchema,
  tag: 'orders',
});

/**
 * Places failed orders again: each failed placement becomes a new generation (a new reference, so
 * the supplier never hands back the failed order) and is queued as a placement is. Orders with no
 * failed placement come back in `failed` with nothing_to_recreate.
 */
export const recreateOrdersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/v4/recreate',
  body: Type.Object({ order_ids: OrderIdsSchema }),
  response: PlacementResultSchema,
  tag: 'orders',
});

/**
 * Pays the suppliers again for every paid placement whose supplier payment failed (CJ's balance
 * insufficient …): one supplier payment job per failure, however often it is called.
 */
export const retryAllPaymentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/v6/payments/retry-all',
  response: Type.Object({ retried: Type.Array(PlacementEntrySchema) }),
  tag: 'orders',
});
