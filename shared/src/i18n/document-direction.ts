import { directionOf, toLanguageCode } from './languages';

/** Sets `lang` and `dir` on <html>, so Arabic lays the whole page out right to left. */
export function applyDocumentDirection(
  language: string,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): 'ltr' | 'rtl' {
  const dir = directionOf(language);
  if (doc) {
    doc.documentElement.setAttribute('lang', toLanguageCode(language) ?? language);
    doc.documentElement.setAttribute('dir', dir);
  }
  return dir;
}
