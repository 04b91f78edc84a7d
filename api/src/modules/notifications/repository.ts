import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { NotificationItem, NotificationType, UnreadCounts } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { notifications } from '../../db/schema';

export async function listNotifications(
  db: Database,
  workplaceId: string,
  options: { page: number; pageSize: number; type?: NotificationType },
): Promise<{ items: NotificationItem[]; total: number }> {
  const where: SQL | undefined = options.type
    ? and(eq(notifications.workplaceId, workplaceId), eq(notifications.type, options.type))
    : eq(notifications.workplaceId, workplaceId);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [total] = await db.select({ n: count() }).from(notifications).where(where);
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type as NotificationType,
      title_key: row.titleKey,
      params: row.params,
      is_read: row.isRead,
      created_at: row.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
  };
}

/** Unread counts by type; `total` counts every type (system included), as the bell shows. */
export async function countUnread(db: Database, workplaceId: string): Promise<UnreadCounts> {
  const rows = await db
    .select({ type: notifications.type, n: count() })
    .from(notifications)
    .where(and(eq(notifications.workplaceId, workplaceId), eq(notifications.isRead, false)))
    .groupBy(notifications.type);
  const byType = new Map(rows.map((row) => [row.type, Number(row.n)]));
  return {
    total: rows.reduce((sum, row) => sum + Number(row.n), 0),
    product: byType.get('product') ?? 0,
    supplier: byType.get('supplier') ?? 0,
    order: byType.get('order') ?? 0,
  };
}

/** Marks notifications of this workplace read: the given ids, or all. Returns how many changed. */
export async function markRead(
  db: Database,
  workplaceId: string,
  target: { ids: string[] } | 'all',
): Promise<number> {
  if (target !== 'all' && target.ids.length === 0) return 0;
  const scope = and(eq(notifications.workplaceId, workplaceId), eq(notifications.isRead, false));
  const where = target === 'all' ? scope : and(scope, inArray(notifications.id, target.ids));
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(where)
    .returning({ id: notifications.id });
  return rows.length;
}
