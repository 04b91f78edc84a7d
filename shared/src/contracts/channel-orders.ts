import { Type, type Static, type TSchema } from 'typebox';

/**
 * Channel orders as stored by ingest (spec 002 §3 Order and Line item): what came from the store
 * (webhook or periodic sync) plus the product's own fields, which the orders issue fills.
 * GET channel-orders (workplace in the header; filters below) and GET channel-orders/{id}.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ShippingInfoSchema = Type.Object({
  /** The supplier's code of the method, when it was chosen here (save-shipping). */
  service_code: Type.Optional(Type.String()),
  service_name: Type.String(),
  amount: Type.Number(),
  processing_time: Type.String(),
  delivery_time: Type.String(),
});

export const OrderAddressSchema = Type.Object({
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  company: Nullable(Type.String()),
  address1: Nullable(Type.String()),
  address2: Nullable(Type.String()),
  city: Nullable(Type.String()),
  province: Nullable(Type.String()),
  province_code: Nullable(Type.String()),
  zip: Nullable(Type.String()),
  country: Nullable(Type.String()),
  country_code: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
});
export type OrderAddress = Static<typeof OrderAddressSchema>;

export const ChannelCustomerSchema = Type.Object({
  id: Type.String(),
  email: Nullable(Type.String()),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  phone: Nullable(Type.String()),
});

export const LineItemSchema = Type.Object({
  id: Type.String(),
  platform_order_id: Type.String(),
  platform_product_id: Nullable(Type.String()),
  platform_variant_id: Nullable(Type.String()),
  title: Type.String(),
  variant_title: Nullable(Type.String()),
  sku: Nullable(Type.String()),
  image_url: Nullable(Type.String()),
  quantity: Type.Integer(),
  /** Unit selling price, decimal string in the order currency. */
  price: Type.String(),
  source_product_id: Nullable(Type.String()),
  sku_id: Nullable(Type.String()),
  shipping_fee: Nullable(Type.String()),
  shipping_info: Nullable(ShippingInfoSchema),
  shipping_warehouse: Nullable(Type.String()),
  /**
   * can_place_by_{product} (our product key is omni, ADR 037): the own fulfilment service can
   * place the line: the workplace confirmed the service, and the line is not disabled. The
   * service takes any line (it sources every item itself).
   */
  can_place_by_omni: Type.Boolean(),
  /**
   * {product}_recommend: what the own service answered for the line, null until it did (never a
   * guess): its shipping for the order and its request number.
   */
  omni_recommend: Nullable(
    Type.Object({
      shipping_info: Nullable(ShippingInfoSchema),
      source_order_id: Nullable(Type.String()),
    }),
  ),
  source_recommend: Nullable(Type.Record(Type.String(), Type.Unknown())),
  unmapped_product: Type.Boolean(),
  disabled: Type.Boolean(),
  replace_supplier: Nullable(
    Type.Object({
      source: Type.Optional(Type.String()),
      source_product_id: Type.String(),
      sku_id: Type.String(),
    }),
  ),
});
export type LineItem = Static<typeof LineItemSchema>;

export const ChannelOrderSchema = Type.Object({
  id: Type.String(),
  store_id: Nullable(Type.String()),
  channel: Nullable(Type.String()),
  platform_order_id: Type.String(),
  order_name: Nullable(Type.String()),
  country_code: Type.String(),
  status: Type.String(),
  section: Type.String(),
  sub_status: Type.String(),
  channel_status: Nullable(Type.String()),
  currency: Nullable(Type.String()),
  subtotal_price: Nullable(Type.String()),
  shipping_price: Nullable(Type.String()),
  total_price: Nullable(Type.String()),
  created_at: Type.String(),
  platform_created_at: Nullable(Type.String()),
  /** The shipping address (spec 002 §3 "address (customer info)"). */
  address: Nullable(OrderAddressSchema),
  customer: Nullable(ChannelCustomerSchema),
  line_items: Type.Array(LineItemSchema),
  sourceType: Nullable(Type.String()),
  via: Nullable(Type.Union([Type.Literal('api'), Type.Literal('ext')])),
  orderSourceKey: Nullable(Type.String()),
  error_message: Nullable(Type.String()),
  warning_key: Nullable(Type.String()),
  tab_id: Nullable(Type.String()),
});
export type ChannelOrder = Static<typeof ChannelOrderSchema>;

export const ChannelOrdersQuerySchema = Type.Object({
  store_id: Type.Optional(Type.String({ maxLength: 64 })),
  platform_order_id: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
});
export type ChannelOrdersQuery = Static<typeof ChannelOrdersQuerySchema>;

export const ChannelOrderPageSchema = Type.Object({
  orders: Type.Array(ChannelOrderSchema),
  total: Type.Integer(),
});
export type ChannelOrderPage = Static<typeof ChannelOrderPageSchema>;
