import { and, eq } from 'drizzle-orm';
import {
  AI_WRITING_LANGUAGES,
  AI_WRITING_STYLES,
  AI_WRITING_TONES,
  DEFAULT_AI_WRITING_SETTINGS,
  type AiWritingSettings,
} from '@omni/shared/contracts/catalogue';
import type { Database } from '../../db/database';
import { importListItems, workplaceAiWritingSettings } from '../../db/schema';
import type { ProductFacts } from './prompt';

/** The facts of one import of the workplace (undefined when it is not the workplace's). */
export async function findProductFacts(
  db: Database,
  workplaceId: string,
  productId: string,
): Promise<ProductFacts | undefined> {
  const [row] = await db
    .select({
      title: importListItems.title,
      descriptionHtml: importListItems.descriptionHtml,
      options: importListItems.options,
    })
    .from(importListItems)
    .where(and(eq(importListItems.id, productId), eq(importListItems.workplaceId, workplaceId)));
  if (!row) return undefined;
  return {
    title: row.title,
    descriptionHtml: row.descriptionHtml,
    attributes: row.options.map((option) => ({ name: option.name, values: option.values })),
  };
}

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  values.find((item) => item === value) ?? fallback;

/** The workplace's defaults; the spec's when it saved none. */
export async function readSettings(db: Database, workplaceId: string): Promise<AiWritingSettings> {
  const [row] = await db
    .select()
    .from(workplaceAiWritingSettings)
    .where(eq(workplaceAiWritingSettings.workplaceId, workplaceId));
  if (!row) return { ...DEFAULT_AI_WRITING_SETTINGS };
  return {
    style: oneOf(AI_WRITING_STYLES, row.style, DEFAULT_AI_WRITING_SETTINGS.style),
    tone: oneOf(AI_WRITING_TONES, row.tone, DEFAULT_AI_WRITING_SETTINGS.tone),
    language: oneOf(AI_WRITING_LANGUAGES, row.language, DEFAULT_AI_WRITING_SETTINGS.language),
  };
}

export async function saveSettings(
  db: Database,
  workplaceId: string,
  settings: AiWritingSettings,
  now: Date,
): Promise<AiWritingSettings> {
  const values = { ...settings, updatedAt: now };
  await db
    .insert(workplaceAiWritingSettings)
    .values({ workplaceId, ...values })
    .onConflictDoUpdate({ target: workplaceAiWritingSettings.workplaceId, set: values });
  return settings;
}
