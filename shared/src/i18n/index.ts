// @omni/shared/i18n — the nine languages, the page's i18next instance, namespaces, direction.
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  directionOf,
  languageEntry,
  toLanguageCode,
  type LanguageCode,
  type LanguageEntry,
} from './languages';
export { createI18n, setLanguage, type CreateI18nOptions } from './create-i18n';
export {
  loadLanguage,
  registerNamespace,
  type NamespaceLoader,
  type NamespaceLoaders,
} from './namespace-registry';
export { getCurrentI18n, setCurrentI18n } from './current-i18n';
export {
  getStoredLanguage,
  getUnsavedLanguage,
  markLanguageSaved,
  markLanguageUnsaved,
  storeLanguage,
} from './language-storage';
export { applyDocumentDirection } from './document-direction';
export { DAYJS_LOCALE, applyDayjsLocale } from './dayjs-locale';
export { loadAntdLocale } from './antd-locale';
export { findMissingKeys } from './find-missing-keys';
export { findOtherFormOfAddress } from './form-of-address';
export { SHARED_LOCALE_LOADERS, SHARED_NAMESPACE } from './shared-locales';
export { PUSH_LOCALE_LOADERS, PUSH_NAMESPACE, registerPushTranslations } from './push-locales';
