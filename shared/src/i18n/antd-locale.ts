import type { Locale } from 'antd/es/locale';
import { toLanguageCode, type LanguageCode } from './languages';

// One literal import per language: each is its own chunk, only the active one is loaded.
const LOADERS: Record<LanguageCode, () => Promise<{ default: Locale }>> = {
  en: () => import('antd/es/locale/en_US'),
  ar: () => import('antd/es/locale/ar_EG'),
  de: () => import('antd/es/locale/de_DE'),
  es: () => import('antd/es/locale/es_ES'),
  fr: () => import('antd/es/locale/fr_FR'),
  it: () => import('antd/es/locale/it_IT'),
  nl: () => import('antd/es/locale/nl_NL'),
  'pt-BR': () => import('antd/es/locale/pt_BR'),
  'zh-CN': () => import('antd/es/locale/zh_CN'),
};

/** antd's locale object for a UI language (for ConfigProvider), loaded lazily. */
export async function loadAntdLocale(language: string): Promise<Locale> {
  const code = toLanguageCode(language) ?? 'en';
  const loaded = await LOADERS[code]();
  return loaded.default;
}
