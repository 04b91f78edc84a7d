import type { AutomationPushSetting } from './schemas';

/** Smart Push defaults (001 §9): style highlight, tone persuasive, publish, 00:00–23:59. */
export const DEFAULT_AUTOMATION_PUSH: AutomationPushSetting = {
  is_enable: false,
  time_schedule: 'time_frame',
  when: { from: '00:00', to: '23:59' },
  actions: {
    optimize_product_content: {
      enabled: false,
      style: 'highlight',
      tone: 'persuasive',
      language: 'en',
    },
    pushed_connected_channels: { store_ids: [], publication_ids: [], publish_status: 'publish' },
  },
};

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * Whether `now` (the merchant's local time) is inside the frame, both ends included; a frame
 * whose end is before its start runs over midnight (22:00–06:00).
 */
export function isTimeInRange(now: Date, from: string, to: string): boolean {
  const minute = now.getHours() * 60 + now.getMinutes();
  const start = minutesOf(from);
  const end = minutesOf(to);
  return start <= end ? minute >= start && minute <= end : minute >= start || minute <= end;
}

/**
 * Automation push applies (001 §4) only when it is enabled, at least one target store is set, and
 * now is inside the time frame (or all day).
 */
export function automationPushApplies(setting: AutomationPushSetting, now: Date): boolean {
  if (!setting.is_enable) return false;
  if (setting.actions.pushed_connected_channels.store_ids.length === 0) return false;
  return (
    setting.time_schedule === 'all_day' || isTimeInRange(now, setting.when.from, setting.when.to)
  );
}
