import dayjs from 'dayjs';
import { toLanguageCode, type LanguageCode } from './languages';

/** dayjs's locale name for each UI language. */
export const DAYJS_LOCALE: Record<LanguageCode, string> = {
  en: 'en',
  ar: 'ar',
  de: 'de',
  es: 'es',
  fr: 'fr',
  it: 'it',
  nl: 'nl',
  'pt-BR': 'pt-br',
  'zh-CN': 'zh-cn',
};

// One literal import per language so the bundler makes one small chunk each, loaded on demand.
const LOADERS: Record<LanguageCode, () => Promise<unknown>> = {
  en: () => Promise.resolve(),
  ar: () => import('dayjs/locale/ar'),
  de: () => import('dayjs/locale/de'),
  es: () => import('dayjs/locale/es'),
  fr: () => import('dayjs/locale/fr'),
  it: () => import('dayjs/locale/it'),
  nl: () => import('dayjs/locale/nl'),
  'pt-BR': () => import('dayjs/locale/pt-br'),
  'zh-CN': () => import('dayjs/locale/zh-cn'),
};

/** Loads dayjs's locale for a UI language and makes it the global one; returns its name. */
export async function applyDayjsLocale(language: string): Promise<string> {
  const code = toLanguageCode(language) ?? 'en';
  await LOADERS[code]();
  const name = DAYJS_LOCALE[code];
  dayjs.locale(name);
  return name;
}
