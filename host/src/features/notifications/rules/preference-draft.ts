import {
  NOTIFICATION_GROUPS,
  NOTIFICATION_KINDS,
  type NotificationGroup,
  type NotificationPreference,
} from '@omni/shared/contracts/notification-kinds';

/** The preferences of each group (product, supplier, order), in the shared list's order. */
export function groupPreferences(
  preferences: NotificationPreference[],
): { group: NotificationGroup; preferences: NotificationPreference[] }[] {
  return NOTIFICATION_GROUPS.map((group) => ({
    group,
    preferences: preferences.filter((p) => NOTIFICATION_KINDS[p.kind].group === group),
  })).filter((entry) => entry.preferences.length > 0);
}

/** The draft's kinds that differ from what is saved: what a save sends. */
export function changedPreferences(
  saved: NotificationPreference[],
  draft: NotificationPreference[],
): NotificationPreference[] {
  const before = new Map(saved.map((p) => [p.kind, p]));
  return draft.filter((p) => {
    const was = before.get(p.kind);
    return !was || was.app !== p.app || was.email !== p.email;
  });
}

/** The draft with one switch of one kind changed. */
export function togglePreference(
  draft: NotificationPreference[],
  kind: NotificationPreference['kind'],
  channel: 'app' | 'email',
  on: boolean,
): NotificationPreference[] {
  return draft.map((p) => (p.kind === kind ? { ...p, [channel]: on } : p));
}
