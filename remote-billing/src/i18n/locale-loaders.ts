import { LANGUAGE_CODES, type NamespaceLoaders } from '@omni/shared/i18n';

/** This remote's i18next namespace. */
export const NAMESPACE = 'billing';

/** One lazy chunk per language: only the current language and English are fetched. */
export const LOCALE_LOADERS: NamespaceLoaders = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [language, () => import(`./locales/${language}.json`)]),
);
