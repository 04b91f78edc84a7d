import { NOTIFICATION_GROUPS, type NotificationGroup } from '@omni/shared/contracts/notification-kinds';

/** The kind named in the address (?type=), or undefined (every kind) for anything else. */
export function kindFilterFromQuery(value: string | null): NotificationGroup | undefined {
  return NOTIFICATION_GROUPS.find((group) => group === value);
}
