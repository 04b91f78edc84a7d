import { Type, type Static } from 'typebox';

// sourcing: GET product-sources/collections/list
export const ProductCollectionSchema = Type.Object({
  slug: Type.String(),
  /** i18n key in the `sourcing` namespace, e.g. collections.trending */
  name_key: Type.String(),
  product_count: Type.Integer(),
});
export type ProductCollection = Static<typeof ProductCollectionSchema>;
export const ProductCollectionListSchema = Type.Array(ProductCollectionSchema);

// catalogue: GET center/products/count (workplace in the header)
export const CatalogueCountsSchema = Type.Object({
  import_list: Type.Integer(),
  product_center: Type.Integer(),
  mapped: Type.Integer(),
  unmapped: Type.Integer(),
});
export type CatalogueCounts = Static<typeof CatalogueCountsSchema>;

// orders: GET orders/v5/count-order-status (workplace in the header) — spec 002 §2 sections
export const OrderStatusCountsSchema = Type.Object({
  placement: Type.Object({ ready: Type.Integer() }),
  payment: Type.Object({
    all: Type.Integer(),
    waiting_payment: Type.Integer(),
    order_placed: Type.Integer(),
  }),
  shipment: Type.Object({
    all: Type.Integer(),
    not_found: Type.Integer(),
    info_received: Type.Integer(),
    in_transit: Type.Integer(),
    available_for_pickup: Type.Integer(),
    out_for_delivery: Type.Integer(),
    delivered: Type.Integer(),
    expired: Type.Integer(),
    delivery_failure: Type.Integer(),
    exception: Type.Integer(),
  }),
  cancelled: Type.Object({ channel: Type.Integer(), source: Type.Integer() }),
  refund: Type.Object({
    all: Type.Integer(),
    completed: Type.Integer(),
    pending: Type.Integer(),
    accepted: Type.Integer(),
    rejected: Type.Integer(),
  }),
});
export type OrderStatusCounts = Static<typeof OrderStatusCountsSchema>;

// billing: GET payments/pricing (public)
export const PricingFeatureSchema = Type.Object({
  /** -1 / -2 unlimited, 0 no access (spec 000 §6). */
  limit: Type.Integer(),
});
export const PricingPackageSchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  /** Days: 30 is Monthly, otherwise Yearly (spec 000 §9). */
  cycle: Type.Integer(),
  price: Type.Number(),
  features: Type.Record(Type.String(), PricingFeatureSchema),
});
export type PricingPackage = Static<typeof PricingPackageSchema>;
export const PricingSchema = Type.Object({ packages: Type.Array(PricingPackageSchema) });
export type Pricing = Static<typeof PricingSchema>;
