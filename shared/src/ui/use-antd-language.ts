import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { loadAntdLocale } from '../i18n/antd-locale';
import { directionOf } from '../i18n/languages';

export interface AntdLanguage {
  locale: Locale;
  direction: 'ltr' | 'rtl';
}

/**
 * antd's locale and direction following i18next's language; the locale file loads lazily. Until
 * it arrives antd's English is used: the locale must never be undefined, because antd's
 * ConfigProvider wraps its children in an extra provider only when a locale is set, and that
 * change of tree would remount the whole app once the file loads.
 */
export function useAntdLanguage(i18n: I18n, initialLocale?: Locale): AntdLanguage {
  const [state, setState] = useState<AntdLanguage>(() => ({
    locale: initialLocale ?? enUS,
    direction: directionOf(i18n.language),
  }));
  useEffect(() => {
    let latest = i18n.language;
    const follow = (language: string) => {
      latest = language;
      void loadAntdLocale(language).then((locale) => {
        // a quicker later switch wins over a slow earlier load
        if (latest === language) setState({ locale, direction: directionOf(language) });
      });
    };
    if (!initialLocale) follow(i18n.language);
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n, initialLocale]);
  return state;
}
