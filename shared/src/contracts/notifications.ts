import { Type, type Static } from 'typebox';

export const NOTIFICATION_TYPES = ['product', 'supplier', 'order', 'system'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NotificationTypeSchema = Type.Enum(NOTIFICATION_TYPES);

export const NotificationItemSchema = Type.Object({
  id: Type.String(),
  type: NotificationTypeSchema,
  /** i18n key (namespace `host`, e.g. notifications.orderShipped); params fill its placeholders. */
  title_key: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  is_read: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type NotificationItem = Static<typeof NotificationItemSchema>;

export const UnreadCountsSchema = Type.Object({
  total: Type.Integer(),
  product: Type.Integer(),
  supplier: Type.Integer(),
  order: Type.Integer(),
});
export type UnreadCounts = Static<typeof UnreadCountsSchema>;

// GET core/list-notification?page&page_size&type (workplace in the header), newest first
export const NotificationListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  type: Type.Optional(NotificationTypeSchema),
});
export type NotificationListQuery = Static<typeof NotificationListQuerySchema>;

export const NotificationListSchema = Type.Object({
  items: Type.Array(NotificationItemSchema),
  total: Type.Integer(),
  unread: UnreadCountsSchema,
});
export type NotificationList = Static<typeof NotificationListSchema>;

// POST core/notifications/mark-read → how many changed and the new unread counts
export const MarkReadBodySchema = Type.Object({
  ids: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 500 })),
  all: Type.Optional(Type.Boolean()),
});
export type MarkReadBody = Static<typeof MarkReadBodySchema>;
export const MarkReadDataSchema = Type.Object({
  updated: Type.Integer(),
  unread: UnreadCountsSchema,
});
export type MarkReadData = Static<typeof MarkReadDataSchema>;
