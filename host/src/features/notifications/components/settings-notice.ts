import { atom, useAtom } from 'jotai';

const KEY = 'omni_settings_notice_seen';

/**
 * The bell shows at least 1 until the user has seen the notification settings page (spec 000
 * §2: "on first use it shows 1 until the settings notification has been seen"). Kept in this
 * browser's storage (ADR 050).
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

/** null until this session changed it: storage is read then, so the bell and page agree. */
const seenAtom = atom<boolean | null>(null);

/** Whether the settings page was seen, and the call that records it (the bell updates at once). */
export function useSettingsNoticeSeen(): [seen: boolean, markSeen: () => void] {
  const [state, setState] = useAtom(seenAtom);
  const seen = state ?? settingsNoticeSeen();
  return [
    seen,
    () => {
      markSettingsNoticeSeen();
      setState(true);
    },
  ];
}
