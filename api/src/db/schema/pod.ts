import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { workplaces } from './workplaces';

/*
 * Print on demand (spec 001 §2 /app/pod-product…, §3 design_info): blank products in
 * collections, each with design areas (where a design may be printed, as fractions of the
 * mockup picture), and the designs workplaces place on them. A design's design_info is what
 * the multi-source push carries (type pod when any product has one).
 */

export const podBlanks = pgTable(
  'pod_blanks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    collection: text('collection').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    basePrice: numeric('base_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    colours: text('colours').array().notNull(),
    sizes: text('sizes').array().notNull(),
    /** Mockup picture (catalogue-media renderer). */
    renderSeed: integer('render_seed').notNull(),
    shipCountries: text('ship_countries').array().notNull(),
    orderCount: integer('order_count').notNull().default(0),
  },
  (t) => [index('pod_blanks_collection_idx').on(t.collection, t.id)],
);

export const podDesignAreas = pgTable(
  'pod_design_areas',
  {
    blankId: bigint('blank_id', { mode: 'number' })
      .notNull()
      .references(() => podBlanks.id, { onDelete: 'cascade' }),
    /** front, back, wrap… */
    key: text('key').notNull(),
    /** Placement box on the mockup, as fractions (0–1) of its width and height. */
    left: real('left').notNull(),
    top: real('top').notNull(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    /** Printable size in millimetres. */
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
  },
  (t) => [primaryKey({ columns: [t.blankId, t.key] })],
);

export const podDesigns = pgTable(
  'pod_designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    blankId: bigint('blank_id', { mode: 'number' })
      .notNull()
      .references(() => podBlanks.id, { onDelete: 'cascade' }),
    /** The uploaded artwork (PNG/JPEG, re-encoded by the API), base64. */
    imageBase64: text('image_base64').notNull(),
    imageType: text('image_type').notNull(),
    /** Placement: area, position, scale, rotation (shared PodDesignInfo). */
    designInfo: jsonb('design_info').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pod_designs_workplace_idx').on(t.workplaceId, t.blankId)],
);
