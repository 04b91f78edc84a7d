import { Type, type Static } from 'typebox';
import type { NotificationType } from './notifications';

/** The groups a merchant chooses notifications by (spec 000 §2: product, supplier, order). */
export type NotificationGroup = Exclude<NotificationType, 'system'>;

/**
 * Every kind of event that notifies a merchant, with its group and whether it e-mails by
 * default. A notification's title key is `notifications.<kind>`. Adding a kind is one line here
 * (plus its title and label in the host's nine locales); the settings page, the API's
 * validation and the one place that decides (api notifications/notify.ts) all follow this list.
 */
export const NOTIFICATION_KINDS = {
  orderShipped: { group: 'order', email: false },
  orderDelivered: { group: 'order', email: false },
  orderPaymentFailed: { group: 'order', email: true },
  productPriceChanged: { group: 'product', email: false },
  productOutOfStock: { group: 'product', email: true },
  supplierShippingChanged: { group: 'supplier', email: false },
  supplierUnavailable: { group: 'supplier', email: true },
} as const satisfies Record<string, { group: NotificationGroup; email: boolean }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];
export const NOTIFICATION_GROUPS: readonly NotificationGroup[] = ['product', 'supplier', 'order'];

/** Whether a kind shows in the app (bell, notifications page) and whether it is e-mailed. */
export const NotificationPreferenceSchema = Type.Object({
  kind: Type.Enum(NOTIFICATION_KIND_NAMES),
  app: Type.Boolean(),
  email: Type.Boolean(),
});
export type NotificationPreference = Static<typeof NotificationPreferenceSchema>;

// GET core/notification-settings → every kind, in the list's order, defaults filled in
export const NotificationSettingsSchema = Type.Object({
  preferences: Type.Array(NotificationPreferenceSchema),
});
export type NotificationSettings = Static<typeof NotificationSettingsSchema>;

// PUT core/notification-settings: the kinds to change (each at most once); others keep theirs
export const SaveNotificationSettingsBodySchema = Type.Object({
  preferences: Type.Array(NotificationPreferenceSchema, {
    minItems: 1,
    maxItems: NOTIFICATION_KIND_NAMES.length,
  }),
});
export type SaveNotificationSettingsBody = Static<typeof SaveNotificationSettingsBodySchema>;

/** The preferences a workplace has before it saved any: in the app always, e-mail per kind. */
export function defaultPreference(kind: NotificationKind): NotificationPreference {
  return { kind, app: true, email: NOTIFICATION_KINDS[kind].email };
}
