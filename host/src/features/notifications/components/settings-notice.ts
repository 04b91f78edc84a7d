const KEY = 'omni_settings_notice_seen';

/**
 * The bell shows at least 1 until the user has seen the notice inviting them to choose which
 * notifications they want (spec 000 §2). There is no API for it in this issue: kept locally.
 */
export function settingsNoticeSeen(
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): boolean {
  try {
    return storage.getItem(KEY) === '1';
  } catch {
    return true;
  }
}

export function markSettingsNoticeSeen(
  storage: Pick<Storage, 'setItem'> = window.localStorage,
): void {
  try {
    storage.setItem(KEY, '1');
  } catch {
    // storage blocked: the notice simply shows again next time
  }
}
