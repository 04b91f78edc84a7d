import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workplaces } from './workplaces';

/** PostgreSQL bytea as a Buffer (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The workplace's image library (spec 002 §3 gallery image, §7 images). The bytes live here, in
 * the database, re-encoded by the API: never the file as uploaded (docs/adr/011). Pictures pushed
 * to stores later are read from here. `version` grows when the bytes change in place
 * (optimise), so served URLs change with them and can be cached for good.
 */
export const galleryImages = pgTable(
  'gallery_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    /** The uploaded file's base name, or the last path segment of the link (display only). */
    name: text('name').notNull(),
    /** image/jpeg, image/png or image/webp: what `data` was encoded as. */
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Bytes of `data`. */
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    /** At most 300×300, JPEG quality 80. */
    thumbnail: bytea('thumbnail').notNull(),
    /** The link an image was added from (null for a file upload or a crop). */
    sourceUrl: text('source_url'),
    /** The gallery image a crop was cut from (kept when that one is deleted). */
    croppedFrom: uuid('cropped_from'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gallery_images_workplace_created_idx').on(t.workplaceId, t.createdAt, t.id)],
);
