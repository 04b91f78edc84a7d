import { openStorage } from '../session/safe-storage';
import { toLanguageCode, type LanguageCode } from './languages';

const LANGUAGE_KEY = 'omni_language';
/**
 * A choice made while signed in whose save on the account has not been confirmed: the page was
 * reloaded before the save answered, or the save failed. The account's older language must not
 * override it on the next load. It names the account, so another merchant signing in on this
 * device is not given it.
 */
const UNSAVED_KEY = 'omni_language_unsaved';

/** The language the user chose on this device (spec 000 §4: stored locally). */
export function getStoredLanguage(): LanguageCode | null {
  return toLanguageCode(openStorage('localStorage').getItem(LANGUAGE_KEY));
}

export function storeLanguage(code: LanguageCode): void {
  openStorage('localStorage').setItem(LANGUAGE_KEY, code);
}

/** This account's choice still waiting for its save; another account's mark is not its own. */
export function getUnsavedLanguage(accountId: string): LanguageCode | null {
  const mark = readUnsavedMark();
  return mark?.account === accountId ? mark.language : null;
}

export function markLanguageUnsaved(accountId: string, language: LanguageCode): void {
  openStorage('localStorage').setItem(
    UNSAVED_KEY,
    JSON.stringify({ account: accountId, language }),
  );
}

/** Clears the mark only for the choice saved: a later choice still waiting keeps its own. */
export function markLanguageSaved(accountId: string, language: LanguageCode): void {
  const mark = readUnsavedMark();
  if (mark?.account === accountId && mark.language === language) {
    openStorage('localStorage').removeItem(UNSAVED_KEY);
  }
}

function readUnsavedMark(): { account: string; language: LanguageCode } | null {
  try {
    const value: unknown = JSON.parse(openStorage('localStorage').getItem(UNSAVED_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { account, language } = value as Record<string, unknown>;
    const code = typeof language === 'string' ? toLanguageCode(language) : null;
    return typeof account === 'string' && code ? { account, language: code } : null;
  } catch {
    return null; // written by hand or by another version: no choice is waiting
  }
}
