import { openStorage } from '../session/safe-storage';
import { toLanguageCode, type LanguageCode } from './languages';

const LANGUAGE_KEY = 'omni_language';

/** The language the user chose on this device (spec 000 §4: stored locally). */
export function getStoredLanguage(): LanguageCode | null {
  return toLanguageCode(openStorage('localStorage').getItem(LANGUAGE_KEY));
}

export function storeLanguage(code: LanguageCode): void {
  openStorage('localStorage').setItem(LANGUAGE_KEY, code);
}
