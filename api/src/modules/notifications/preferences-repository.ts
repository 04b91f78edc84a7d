import { and, eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KIND_NAMES,
  defaultPreference,
  type NotificationKind,
  type NotificationPreference,
} from '@omni/shared/contracts/notification-settings';
import type { Database } from '../../db/database';
import { notificationPreferences } from '../../db/schema';

/** Every kind's preference for the workplace, in the shared list's order, defaults filled in. */
export async function readPreferences(
  db: Database,
  workplaceId: string,
): Promise<NotificationPreference[]> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.workplaceId, workplaceId));
  const saved = new Map(rows.map((row) => [row.kind, row]));
  return NOTIFICATION_KIND_NAMES.map((kind) => {
    const row = saved.get(kind);
    return row ? { kind, app: row.app, email: row.email } : defaultPreference(kind);
  });
}

/** One kind's preference for the workplace (its default when never saved). */
export async function readPreference(
  db: Database,
  workplaceId: string,
  kind: NotificationKind,
): Promise<NotificationPreference> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.workplaceId, workplaceId),
        eq(notificationPreferences.kind, kind),
      ),
    );
  return row ? { kind, app: row.app, email: row.email } : defaultPreference(kind);
}

/** Saves the given kinds' preferences for the workplace; the others keep theirs. */
export async function savePreferences(
  db: Database,
  workplaceId: string,
  preferences: NotificationPreference[],
  now: Date,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values(preferences.map((p) => ({ workplaceId, ...p, updatedAt: now })))
    .onConflictDoUpdate({
      target: [notificationPreferences.workplaceId, notificationPreferences.kind],
      set: {
        app: sql`excluded.app`,
        email: sql`excluded.email`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
