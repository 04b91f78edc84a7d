import i18next, { type i18n as I18n } from 'i18next';
import { setCurrentI18n } from './current-i18n';
import { applyDayjsLocale } from './dayjs-locale';
import { applyDocumentDirection } from './document-direction';
import { getStoredLanguage, storeLanguage } from './language-storage';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, toLanguageCode, type LanguageCode } from './languages';
import { loadLanguage, registerNamespace } from './namespace-registry';
import { SHARED_LOCALE_LOADERS, SHARED_NAMESPACE } from './shared-locales';

export interface CreateI18nOptions {
  /** Start language; default: the stored choice, else English. */
  language?: string | null;
  /** Become the page's instance for plain helpers (relativeTime, toasts). Default true. */
  makeCurrent?: boolean;
  /**
   * Bind react-i18next (`useTranslation`). Default true. The host's public entry (ADR 034) says
   * false: it reads its texts without react-i18next, which then does not load there at all (it
   * is imported on demand here for that reason).
   */
  react?: boolean;
}

/**
 * The host's one i18next instance (a remote's standalone frame creates one too): nine languages,
 * English default and fallback, the `shared` namespace loaded, document direction and dayjs
 * locale following the language. Resolves once the start language is usable.
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<I18n> {
  const language: LanguageCode =
    toLanguageCode(options.language) ?? getStoredLanguage() ?? DEFAULT_LANGUAGE;
  const instance = i18next.createInstance();
  if (options.react !== false) instance.use((await import('react-i18next')).initReactI18next);
  await instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    // pt-BR must not look for 'pt', zh-CN not for 'zh'
    load: 'currentOnly',
    ns: [SHARED_NAMESPACE],
    defaultNS: SHARED_NAMESPACE,
    fallbackNS: SHARED_NAMESPACE,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
  });
  instance.on('languageChanged', (lng) => {
    applyDocumentDirection(lng);
    void applyDayjsLocale(lng);
  });
  await registerNamespace(instance, SHARED_NAMESPACE, SHARED_LOCALE_LOADERS);
  applyDocumentDirection(language);
  await applyDayjsLocale(language);
  if (options.makeCurrent !== false) setCurrentI18n(instance);
  return instance;
}

/**
 * Switches the UI language (spec 000 §4): loads every registered namespace for it first, so no
 * untranslated key flashes, then changes language and remembers the choice on this device.
 * Saving it on the account (PUT auth/account/set-language) is the caller's part.
 */
export async function setLanguage(i18n: I18n, language: string): Promise<LanguageCode> {
  const code = toLanguageCode(language) ?? DEFAULT_LANGUAGE;
  await loadLanguage(i18n, code);
  await applyDayjsLocale(code);
  await i18n.changeLanguage(code);
  storeLanguage(code);
  return code;
}
