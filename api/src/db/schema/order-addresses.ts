import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

export type OrderAddressKind = 'shipping' | 'billing';

/** Where an order goes (and who pays): the `address` of spec 002 §3, copied per order. */
export const orderAddresses = pgTable(
  'order_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderAddressKind>().notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    province: text('province'),
    provinceCode: text('province_code'),
    zip: text('zip'),
    country: text('country'),
    /** ISO 3166-1 alpha-2. */
    countryCode: text('country_code'),
    phone: text('phone'),
    email: text('email'),
    /**
     * The buyer's tax or customs id some countries' carriers require: Brazil's CPF/CNPJ, Chile's
     * RUT, Korea's personal customs clearance code.
     */
    taxId: text('tax_id'),
    /**
     * When the merchant last saved this address in the app (update-customer); null while it is the
     * channel's. An edited address is no longer replaced by the channel's later deliveries.
     */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('order_addresses_order_kind_unique').on(t.orderId, t.kind)],
);

export type OrderAddressRow = typeof orderAddresses.$inferSelect;
