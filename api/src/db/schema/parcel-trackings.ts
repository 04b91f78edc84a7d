import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workplaces } from './workplaces';

/** One tracking event as the tracking service reported it (newest first in `events`). */
export interface ParcelTrackingEvent {
  time: string;
  description: string;
  location?: string;
  status?: string;
}

/**
 * Parcels a workplace follows through the tracking service (17TRACK-style): the latest status of
 * spec 002 §3 and the carrier events, kept current by pushes and pulls.
 */
export const parcelTrackings = pgTable(
  'parcel_trackings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number').notNull(),
    carrier: text('carrier'),
    /** Our reference for the parcel (the order it ships), sent as the tracking service's tag. */
    reference: text('reference'),
    /** A shipment status of spec 002 §3: NOT_FOUND, IN_TRANSIT, DELIVERED … */
    status: text('status').notNull().default('NOT_FOUND'),
    events: jsonb('events').$type<ParcelTrackingEvent[]>().notNull().default([]),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('parcel_trackings_workplace_number_uq').on(t.workplaceId, t.trackingNumber),
    index('parcel_trackings_number_idx').on(t.trackingNumber),
    // the order list finds each order's parcel by its reference
    index('parcel_trackings_reference_idx').on(t.workplaceId, t.reference),
  ],
);

export type ParcelTrackingRow = typeof parcelTrackings.$inferSelect;
