import { isTimeInRange } from '../../format/time-of-day';
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

/**
 * Automation push applies (001 §4) only when it is enabled, at least one target store is set, and
 * now is inside the time frame (or all day).
 */
export function automationPushApplies(setting: AutomationPushSetting, now: Date): boolean {
  if (!setting.is_enable) return false;
  if (setting.actions.pushed_connected_channels.store_ids.length === 0) return false;
  return (
    setting.time_schedule === 'all_day' || isTimeInRange(setting.when.from, setting.when.to, now)
  );
}
