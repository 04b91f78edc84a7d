import type { LanguageCode } from '../contracts';

export type { LanguageCode };

/** One UI language (spec 000 §3: id and code; native name for the picker; text direction). */
export interface LanguageEntry {
  code: LanguageCode;
  id: number;
  /** The language's own name, as shown in the language picker. */
  name: string;
  dir: 'ltr' | 'rtl';
}

/** The nine UI languages, English first (the default and the fallback). */
export const LANGUAGES: readonly LanguageEntry[] = [
  { code: 'en', id: 4, name: 'English', dir: 'ltr' },
  { code: 'ar', id: 2, name: 'العربية', dir: 'rtl' },
  { code: 'de', id: 3, name: 'Deutsch', dir: 'ltr' },
  { code: 'es', id: 5, name: 'Español', dir: 'ltr' },
  { code: 'fr', id: 6, name: 'Français', dir: 'ltr' },
  { code: 'it', id: 7, name: 'Italiano', dir: 'ltr' },
  { code: 'nl', id: 8, name: 'Nederlands', dir: 'ltr' },
  { code: 'pt-BR', id: 11, name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'zh-CN', id: 19, name: '简体中文', dir: 'ltr' },
];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export function languageEntry(code: string | null | undefined): LanguageEntry | undefined {
  return LANGUAGES.find((language) => language.code === code);
}

/**
 * One of the nine codes for any tag a browser, the account or storage may give: exact match,
 * case-insensitive match (pt-br), then by primary language (pt-PT → pt-BR, zh-TW → zh-CN);
 * null when the language is not offered.
 */
export function toLanguageCode(tag: string | null | undefined): LanguageCode | null {
  if (!tag) return null;
  const lower = tag.trim().replace('_', '-').toLowerCase();
  const exact = LANGUAGES.find((language) => language.code.toLowerCase() === lower);
  if (exact) return exact.code;
  const primary = lower.split('-')[0];
  return (
    LANGUAGES.find((language) => language.code.toLowerCase().split('-')[0] === primary)?.code ??
    null
  );
}

export function directionOf(code: string): 'ltr' | 'rtl' {
  return languageEntry(toLanguageCode(code))?.dir ?? 'ltr';
}
