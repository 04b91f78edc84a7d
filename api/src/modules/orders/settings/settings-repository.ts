import { eq, sql } from 'drizzle-orm';
import type {
  FulfillmentSetting,
  PaymentSetting,
  ShippingPreference,
} from '@omni/shared/contracts/orders';
import type { Database } from '../../../db/database';
import { orderFulfillmentSettings } from '../../../db/schema';

/** The workplace's placement and payment settings in one row; no row means the defaults. */
export interface OrderSettings {
  fulfillment: FulfillmentSetting;
  payment: PaymentSetting;
}

const DEFAULTS: OrderSettings = {
  fulfillment: { default_source: null, shipping_preference: 'cheapest', auto_fulfill_sources: [] },
  payment: { payment_behavior: 'auto', pay_method: 'credit_card' },
};

export async function readOrderSettings(db: Database, workplaceId: string): Promise<OrderSettings> {
  const [row] = await db
    .select()
    .from(orderFulfillmentSettings)
    .where(eq(orderFulfillmentSettings.workplaceId, workplaceId));
  if (!row) return DEFAULTS;
  return {
    fulfillment: {
      default_source: row.defaultSource as FulfillmentSetting['default_source'],
      shipping_preference: row.shippingPreference as ShippingPreference,
      auto_fulfill_sources: row.autoFulfillSources as FulfillmentSetting['auto_fulfill_sources'],
    },
    payment: {
      payment_behavior: row.paymentBehavior as PaymentSetting['payment_behavior'],
      pay_method: row.payMethod as PaymentSetting['pay_method'],
    },
  };
}

/**
 * Saves the placement setting. `auto_fulfill_since` becomes now when automatic fulfilment is
 * turned on (the first source listed), is kept while it stays on, and is cleared when it is off.
 */
export async function saveFulfillmentSetting(
  db: Database,
  workplaceId: string,
  setting: FulfillmentSetting,
  now: Date,
): Promise<FulfillmentSetting> {
  const on = setting.auto_fulfill_sources.length > 0;
  const values = {
    defaultSource: setting.default_source,
    shippingPreference: setting.shipping_preference,
    autoFulfillSources: setting.auto_fulfill_sources,
    autoFulfillSince: on
      ? sql`coalesce(${orderFulfillmentSettings.autoFulfillSince}, ${now.toISOString()}::timestamptz)`
      : null,
    updatedAt: now,
  };
  await db
    .insert(orderFulfillmentSettings)
    .values({ workplaceId, ...values, autoFulfillSince: on ? now : null })
    .onConflictDoUpdate({ target: orderFulfillmentSettings.workplaceId, set: values });
  return (await readOrderSettings(db, workplaceId)).fulfillment;
}

/** Since when automatic fulfilment has been on; null while it is off. */
export async function autoFulfilSince(db: Database, workplaceId: string): Promise<Date | null> {
  const [row] = await db
    .select({ since: orderFulfillmentSettings.autoFulfillSince })
    .from(orderFulfillmentSettings)
    .where(eq(orderFulfillmentSettings.workplaceId, workplaceId));
  return row?.since ?? null;
}

export async function savePaymentSetting(
  db: Database,
  workplaceId: string,
  setting: PaymentSetting,
  now: Date,
): Promise<PaymentSetting> {
  const values = {
    paymentBehavior: setting.payment_behavior,
    payMethod: setting.pay_method,
    updatedAt: now,
  };
  await db
    .insert(orderFulfillmentSettings)
    .values({ workplaceId, ...values })
    .onConflictDoUpdate({ target: orderFulfillmentSettings.workplaceId, set: values });
  return (await readOrderSettings(db, workplaceId)).payment;
}
