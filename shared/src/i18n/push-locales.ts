import { getCurrentI18n } from './current-i18n';
import { LANGUAGE_CODES } from './languages';
import { registerNamespace, type NamespaceLoaders } from './namespace-registry';

/**
 * The push UI's namespace (@omni/shared/push-ui): every remote that starts a push registers it,
 * and so does the host's progress panel. Its loaders live here, apart from the push UI, so a
 * remote's start-up registers it without loading the dialog.
 */
export const PUSH_NAMESPACE = 'push';

/** One lazy chunk per language: only the current language and English are fetched. */
export const PUSH_LOCALE_LOADERS: NamespaceLoaders = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [language, () => import(`./push-locales/${language}.json`)]),
);

/** Adds the push namespace to the page's i18next instance (a no-op once it is there). */
export async function registerPushTranslations(): Promise<void> {
  const i18n = getCurrentI18n();
  if (i18n) await registerNamespace(i18n, PUSH_NAMESPACE, PUSH_LOCALE_LOADERS);
}
