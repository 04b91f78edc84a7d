// Not in the contracts index: every remote that imports the index loads it whole (a shared
// module), and only the host's settings page and the API use these.
import { Type, type Static } from 'typebox';
import { NOTIFICATION_KIND_NAMES } from '../notification-kinds';

export * from '../notification-kinds';

/** NotificationPreference (notification-kinds) as the API validates it. */
export const NotificationPreferenceSchema = Type.Object({
  kind: Type.Enum(NOTIFICATION_KIND_NAMES),
  app: Type.Boolean(),
  email: Type.Boolean(),
});

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
