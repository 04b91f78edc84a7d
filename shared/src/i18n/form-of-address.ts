import { flatten } from './find-missing-keys';
import type { LanguageCode } from './languages';

/**
 * Per language, the words of the form of address the app does NOT use: each language addresses
 * the merchant one way everywhere (German Sie, Dutch je, Spanish tú, French vous, Brazilian você,
 * Chinese 您), so one of these words in a string is a translation that slipped into the other
 * register. Languages missing here have no split to check by word: English and Arabic have none,
 * and Italian's formal Lei/La/Le are also "she" and articles.
 */
const OTHER_FORM: Partial<Record<LanguageCode, string[]>> = {
  de: [
    'du',
    'dich',
    'dir',
    'dein',
    'deine',
    'deinem',
    'deinen',
    'deiner',
    'deines',
    'euch',
    'euer',
    'eure',
    'euren',
    'eurem',
    'eurer',
  ],
  nl: ['u', 'uw', 'uwe'],
  es: ['usted', 'ustedes', 'ud', 'uds'],
  fr: ['tu', 'toi', 'tes'],
  'pt-BR': ['tu', 'teu', 'tua', 'teus', 'tuas', 'contigo'],
  'zh-CN': ['你'],
};

// Text the merchant never reads as words: interpolations, Trans tags and web addresses.
const NOT_PROSE = /\{\{[^}]*\}\}|<\/?[^>]*>|https?:\/\/\S+/g;

function otherFormPattern(words: string[]): RegExp {
  const alternatives = words.join('|');
  // Chinese has no spaces between words; elsewhere a word stands between non-letters.
  return words.every((word) => /^\p{Script=Han}+$/u.test(word))
    ? new RegExp(alternatives, 'gu')
    : new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'giu');
}

/**
 * Every string that uses the other form of address, as `language: key "word"` lines (empty when
 * each language keeps to its own).
 */
export function findOtherFormOfAddress(resourcesByLanguage: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [language, tree] of Object.entries(resourcesByLanguage)) {
    const words = OTHER_FORM[language as LanguageCode];
    if (!words) continue;
    const pattern = otherFormPattern(words);
    for (const [key, value] of flatten(tree)) {
      if (typeof value !== 'string') continue;
      for (const match of value.replace(NOT_PROSE, ' ').matchAll(pattern))
        problems.push(`${language}: ${key} "${match[0]}"`);
    }
  }
  return problems.sort();
}
