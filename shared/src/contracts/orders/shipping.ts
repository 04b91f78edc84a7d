import { Type, type Static, type TSchema } from 'typebox';
import { ShippingInfoSchema } from '../channel-orders';
import { defineEndpoint } from '../endpoint';
import { IdSchema } from '../envelope';

/*
 * The shipping method of each line (spec 002 §3 line item shipping_fee and shipping_info, §5 "the
 * summed shipping fee is rounded to 2 decimals", §7 save-shipping and
 * update-multiple-shipping-method; issue 11 §2). A line is shipped by one of its supplier's
 * logistics options to the order's country (GET center/products/source/{source}/{id}/logistics
 * lists them). The server asks the supplier again before saving, so the fee stored is the
 * supplier's, never the browser's; placement then uses the saved method.
 */

/** Orders whose shipping can still change: not yet placed with a supplier (New orders). */
export const SHIPPING_EDITABLE_SECTION = 'placement';

/** How a bulk change picks each line's method: the cheapest or the fastest the supplier offers. */
export const SHIPPING_PICKS = ['cheapest', 'fastest'] as const satisfies readonly ShippingPick[];
export type ShippingPick = 'cheapest' | 'fastest';

const DecimalSchema = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

/** A line's saved method: its fee (2 decimals, supplier currency) and shipping_info. */
export const LineShippingSchema = Type.Object({
  line_item_id: IdSchema,
  shipping_fee: Nullable(DecimalSchema),
  shipping_info: Nullable(ShippingInfoSchema),
  /**
   * Why the line's method was not changed (bulk): shipped_country_notfound (the method or any
   * method is not offered to the country), unmapped_product, supplier_not_linked,
   * supplier_unavailable …; null when it was saved.
   */
  error_key: Nullable(Type.String()),
});
export type LineShipping = Static<typeof LineShippingSchema>;

/** One order after a change: its lines' methods and the summed fee (spec 002 §5). */
export const OrderShippingSchema = Type.Object({
  order_id: IdSchema,
  lines: Type.Array(LineShippingSchema),
  /** The order's lines' fees summed, 2 decimals; null when no line has a method. */
  supplier_shipping_fee: Nullable(DecimalSchema),
  supplier_currency: Type.String(),
});
export type OrderShipping = Static<typeof OrderShippingSchema>;

export const SaveShippingBodySchema = Type.Object(
  {
    line_items: Type.Array(
      Type.Object(
        {
          id: IdSchema,
          /** A logistics option's `code` for this line's product and the order's country. */
          service_code: Type.String({ minLength: 1, maxLength: 200 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);
export type SaveShippingBody = Static<typeof SaveShippingBodySchema>;

/**
 * POST orders/{id}/save-shipping: the methods of some lines of one order, chosen on its detail.
 * A method the supplier does not offer for that line is a field error
 * (`line_items.<n>.service_code`) and nothing is saved; an order already placed is a field error
 * on `id`.
 */
export const saveShippingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/:id/save-shipping',
  params: Type.Object({ id: IdSchema }),
  body: SaveShippingBodySchema,
  response: OrderShippingSchema,
  tag: 'orders',
});

/** Orders of one bulk change: a call asks the supplier once per line, so it is capped. */
export const MULTIPLE_SHIPPING_MAX_ORDERS = 50;

export const UpdateMultipleShippingBodySchema = Type.Object(
  {
    order_ids: Type.Array(IdSchema, {
      minItems: 1,
      maxItems: MULTIPLE_SHIPPING_MAX_ORDERS,
      uniqueItems: true,
    }),
    /** Each line takes the cheapest or the fastest method its supplier offers … */
    pick: Type.Optional(Type.Union([Type.Literal('cheapest'), Type.Literal('fastest')])),
    /** … or this carrier's service (lines not offered it keep theirs). Exactly one of the two. */
    service_code: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type UpdateMultipleShippingBody = Static<typeof UpdateMultipleShippingBodySchema>;

/** A bulk change is queued (it asks the suppliers about every line) and followed to done. */
export const SHIPPING_CHANGE_STATUSES = ['processing', 'done'] as const;
export type ShippingChangeStatus = (typeof SHIPPING_CHANGE_STATUSES)[number];

/** The job kind of a bulk change: its `job-progress` events name it. */
export const UPDATE_SHIPPING_JOB_KIND = 'orders.update-shipping';

/** A bulk change of shipping methods and how far its job is. */
export const ShippingChangeSchema = Type.Object({
  id: IdSchema,
  /** The queued job: the `job-progress` realtime events with this id follow it. */
  job_id: Type.String(),
  status: Type.Enum(SHIPPING_CHANGE_STATUSES),
  /** Orders done, of `total`. */
  done: Type.Integer(),
  total: Type.Integer(),
  /** Lines whose method changed so far. */
  updated: Type.Integer(),
  /** The orders done so far: each line's method, or the error key of a line that kept its own. */
  orders: Type.Array(OrderShippingSchema),
});
export type ShippingChange = Static<typeof ShippingChangeSchema>;

/**
 * POST orders/v5/update-multiple-shipping-method: the selected New orders' lines all take a
 * method by one rule. The supplier is asked about every line, so the change is a queued job: the
 * answer is the change as queued (status processing), its progress comes as `job-progress` and the
 * result is read with GET …/{id}. Each line is changed or says why not; orders already placed are
 * skipped with error_key `order_placed` on their lines. Bad input and another workplace's order
 * are refused at once, before anything is queued.
 */
export const updateMultipleShippingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/v5/update-multiple-shipping-method',
  body: UpdateMultipleShippingBodySchema,
  response: ShippingChangeSchema,
  tag: 'orders',
});

/** GET orders/v5/update-multiple-shipping-method/{id}: a bulk change of the workplace. */
export const shippingChangeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/v5/update-multiple-shipping-method/:id',
  params: Type.Object({ id: IdSchema }),
  response: ShippingChangeSchema,
  tag: 'orders',
});
