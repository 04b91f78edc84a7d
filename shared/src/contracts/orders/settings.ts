import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { QUEUED_PLACEMENT_SOURCES } from './placement';

/*
 * Order placement settings (`/app/setting/order/order-placement`, spec 002 §7 fulfillment-setting,
 * §9 sources that support automatic fulfilment).
 */

/** spec 002 §9: sources that support automatic fulfilment (`omni` once confirmed, ADR 037). */
export const AUTO_FULFILL_SOURCES = ['aliexpress', 'cj', 'omni', 'ebay'] as const;
export const SHIPPING_PREFERENCES = ['cheapest', 'fastest'] as const;
export type ShippingPreference = (typeof SHIPPING_PREFERENCES)[number];

export const FulfillmentSettingSchema = Type.Object({
  /** `omni` only once the own service is confirmed (ADR 037). */
  default_source: Type.Union([Type.Enum(QUEUED_PLACEMENT_SOURCES), Type.Null()]),
  shipping_preference: Type.Enum(SHIPPING_PREFERENCES),
  auto_fulfill_sources: Type.Array(Type.Enum(AUTO_FULFILL_SOURCES), {
    uniqueItems: true,
    maxItems: AUTO_FULFILL_SOURCES.length,
  }),
});
export type FulfillmentSetting = Static<typeof FulfillmentSettingSchema>;

const tag = 'orders';

export const getFulfillmentSettingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/fulfillment-setting',
  response: FulfillmentSettingSchema,
  tag,
});

/**
 * The setting, and whether the orders already waiting in New orders are to be placed with the
 * automatic sources now (ADR 039: turning a source on offers them; by default only orders that
 * arrive from then on are placed).
 */
export const UpdateFulfillmentSettingBodySchema = Type.Object({
  ...FulfillmentSettingSchema.properties,
  place_waiting_orders: Type.Optional(Type.Boolean()),
});
export type UpdateFulfillmentSettingBody = Static<typeof UpdateFulfillmentSettingBodySchema>;

export const updateFulfillmentSettingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/update-fulfillment-setting',
  body: UpdateFulfillmentSettingBodySchema,
  response: FulfillmentSettingSchema,
  tag,
});
