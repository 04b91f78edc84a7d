import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workplaces } from './workplaces';

/**
 * A workplace's AI writing defaults (core/workplaces/settings/ai-writing/get|update): what the
 * editor's AI panel preselects. No row means the spec's defaults (highlight, persuasive, en);
 * values are checked against the vocabulary at the API edge.
 */
export const workplaceAiWritingSettings = pgTable('workplace_ai_writing_settings', {
  workplaceId: uuid('workplace_id')
    .primaryKey()
    .references(() => workplaces.id, { onDelete: 'cascade' }),
  style: text('style').notNull(),
  tone: text('tone').notNull(),
  language: text('language').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
