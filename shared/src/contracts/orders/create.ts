import { Type, type Static } from 'typebox';
import { MinorAmountSchema } from '../catalogue/schemas';
import { defineEndpoint } from '../endpoint';
import { IdSchema } from '../envelope';
import { CurrencyCodeSchema } from '../workplaces';
import { CustomerAddressSchema } from './detail';

/*
 * An order made by hand (spec 000 route /app/orders/create, 002 §7 POST orders/v5/create; issue 11
 * §2): the merchant picks a store or none, adds lines from their imported products (the supplier
 * product and sku come from the import: its source, its product id and the variant's supplier id),
 * types the buyer's address and a note. The order waits in New orders like a channel order, with
 * no channel (the channel filter's `manual`). ADR 035.
 */

/** Lines one order made by hand may have. */
export const CREATE_ORDER_MAX_LINES = 50;
/** Units of one line. */
export const CREATE_ORDER_MAX_QUANTITY = 999;
export const CREATE_ORDER_NOTE_MAX = 1000;

export const CreateOrderLineSchema = Type.Object(
  {
    /** The import (import list item) the line sells. */
    product_id: IdSchema,
    /** The variant's `supplier_variant_id` in that import. */
    variant_id: Type.String({ minLength: 1, maxLength: 128 }),
    quantity: Type.Integer({ minimum: 1, maximum: CREATE_ORDER_MAX_QUANTITY }),
    /** What the buyer pays for one unit, in minor units of the order's currency. */
    price: MinorAmountSchema,
  },
  { additionalProperties: false },
);
export type CreateOrderLine = Static<typeof CreateOrderLineSchema>;

export const CreateOrderBodySchema = Type.Object(
  {
    /** One of the workplace's stores, or null: an order of no store. */
    store_id: Type.Union([Type.Null(), IdSchema]),
    /** The currency of every amount of the order. */
    currency: CurrencyCodeSchema,
    lines: Type.Array(CreateOrderLineSchema, { minItems: 1, maxItems: CREATE_ORDER_MAX_LINES }),
    /** What the buyer pays for shipping, in minor units of `currency`; 0 when left out. */
    shipping_price: Type.Optional(MinorAmountSchema),
    shipping_address: CustomerAddressSchema,
    note: Type.Optional(Type.String({ maxLength: CREATE_ORDER_NOTE_MAX })),
  },
  { additionalProperties: false },
);
export type CreateOrderBody = Static<typeof CreateOrderBodySchema>;

export const CreatedOrderSchema = Type.Object({
  order_id: Type.String(),
  order_name: Type.String(),
  /** Where it waits: New orders (placement / ready), for the detail's path. */
  section: Type.String(),
  sub_status: Type.String(),
});
export type CreatedOrder = Static<typeof CreatedOrderSchema>;

export const createOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/v5/create',
  body: CreateOrderBodySchema,
  response: CreatedOrderSchema,
  tag: 'orders',
});
