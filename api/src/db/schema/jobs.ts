import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workplaces } from './workplaces';

/** queued → running → done; running → queued (retry later) or dead (attempts used up). */
export type JobStatus = 'queued' | 'running' | 'done' | 'dead';

/**
 * The durable job queue (webhook processing, syncs). A row is claimed with
 * `FOR UPDATE SKIP LOCKED` and leased until `locked_until`: a worker that dies mid-job loses the
 * lease and another worker runs the job again (at-least-once; handlers are idempotent).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** The same key twice is one job (a webhook delivered again, a sync already queued). */
    dedupeKey: text('dedupe_key').unique('jobs_dedupe_key_unique'),
    /** Whose job it is: progress events go to this workplace; null for system jobs. */
    workplaceId: uuid('workplace_id').references(() => workplaces.id, { onDelete: 'cascade' }),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lastError: text('last_error'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // what the claim query scans: open jobs by due time
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`status in ('queued', 'running')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
