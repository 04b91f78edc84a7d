import { and, eq, inArray } from 'drizzle-orm';
import { Value } from 'typebox/value';
import {
  AutomationPushSettingSchema,
  ChannelPreferencesSchema,
  DEFAULT_AUTOMATION_PUSH,
  PUSH_PLATFORMS,
  type AutomationPushSetting,
  type ChannelPreferences,
} from '@omni/shared/contracts/push';
import { MessageKey } from '@omni/shared/errors';
import type { Database } from '../../db/database';
import { automationPushSettings, stores } from '../../db/schema';
import { badRequest } from '../../http/app-error';

/*
 * The workplace's push document (automation_push_settings.settings): Smart Push (001 §3) and the
 * push dialog's remembered channel choices (PUT setting/update_channel). Each part is checked
 * against its schema when read, so a document from an older shape falls back to the defaults.
 */
interface PushSettingsDocument {
  automation?: unknown;
  channels?: unknown;
}

async function readDocument(db: Database, workplaceId: string): Promise<PushSettingsDocument> {
  const [row] = await db
    .select({ settings: automationPushSettings.settings })
    .from(automationPushSettings)
    .where(eq(automationPushSettings.workplaceId, workplaceId));
  return (row?.settings as PushSettingsDocument | undefined) ?? {};
}

async function writeDocument(
  db: Database,
  workplaceId: string,
  patch: PushSettingsDocument,
  now: Date,
): Promise<void> {
  const current = await readDocument(db, workplaceId);
  const settings = { ...current, ...patch };
  await db
    .insert(automationPushSettings)
    .values({ workplaceId, settings, updatedAt: now })
    .onConflictDoUpdate({
      target: automationPushSettings.workplaceId,
      set: { settings, updatedAt: now },
    });
}

/** Stores of the workplace a push can reach (the Smart Push option is offered only with one). */
async function pushStoreIds(db: Database, workplaceId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.workplaceId, workplaceId), inArray(stores.platform, [...PUSH_PLATFORMS])));
  return new Set(rows.map((r) => r.id));
}

export async function getAutomationPush(db: Database, workplaceId: string) {
  const document = await readDocument(db, workplaceId);
  const saved = Value.Check(AutomationPushSettingSchema, document.automation)
    ? document.automation
    : DEFAULT_AUTOMATION_PUSH;
  const storeIds = await pushStoreIds(db, workplaceId);
  return { automation_product_settings: saved, enable_smart_push: storeIds.size > 0 };
}

export async function updateAutomationPush(
  db: Database,
  workplaceId: string,
  setting: AutomationPushSetting,
  now: Date,
) {
  const storeIds = await pushStoreIds(db, workplaceId);
  setting.actions.pushed_connected_channels.store_ids.forEach((id, i) => {
    // another workplace's store (or one that is gone) cannot be a target
    if (!storeIds.has(id))
      throw badRequest(MessageKey.ValidationFailed, [
        {
          field: `actions.pushed_connected_channels.store_ids.${i}`,
          message: MessageKey.StoreNotFound,
        },
      ]);
  });
  await writeDocument(db, workplaceId, { automation: setting }, now);
  return { automation_product_settings: setting, enable_smart_push: storeIds.size > 0 };
}

export async function getChannelPreferences(
  db: Database,
  workplaceId: string,
): Promise<ChannelPreferences> {
  const document = await readDocument(db, workplaceId);
  if (!Value.Check(ChannelPreferencesSchema, document.channels)) return { channels: [] };
  const storeIds = await pushStoreIds(db, workplaceId);
  // stores disconnected since are left out
  return { channels: document.channels.channels.filter((c) => storeIds.has(c.store_id)) };
}

export async function updateChannelPreferences(
  db: Database,
  workplaceId: string,
  preferences: ChannelPreferences,
  now: Date,
): Promise<ChannelPreferences> {
  const storeIds = await pushStoreIds(db, workplaceId);
  preferences.channels.forEach((channel, i) => {
    if (!storeIds.has(channel.store_id))
      throw badRequest(MessageKey.ValidationFailed, [
        { field: `channels.${i}.store_id`, message: MessageKey.StoreNotFound },
      ]);
  });
  await writeDocument(db, workplaceId, { channels: preferences }, now);
  return preferences;
}
