// No typebox here: the host imports this vocabulary (@omni/shared/contracts/notification-kinds)
// without pulling the schema library into its bundle.
import type { NotificationType } from '../notifications';

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
  refundAccepted: { group: 'order', email: true },
  refundRejected: { group: 'order', email: true },
  productPriceChanged: { group: 'product', email: false },
  productOutOfStock: { group: 'product', email: true },
  supplierShippingChanged: { group: 'supplier', email: false },
  supplierUnavailable: { group: 'supplier', email: true },
} as const satisfies Record<string, { group: NotificationGroup; email: boolean }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];
export const NOTIFICATION_GROUPS: readonly NotificationGroup[] = ['product', 'supplier', 'order'];

/** Whether a kind shows in the app (bell, notifications page) and whether it is e-mailed. */
export interface NotificationPreference {
  kind: NotificationKind;
  app: boolean;
  email: boolean;
}

/** The preferences a workplace has before it saved any: in the app always, e-mail per kind. */
export function defaultPreference(kind: NotificationKind): NotificationPreference {
  return { kind, app: true, email: NOTIFICATION_KINDS[kind].email };
}
