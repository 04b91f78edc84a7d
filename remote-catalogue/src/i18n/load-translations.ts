import {
  getCurrentI18n,
  loadLanguage,
  registerNamespace,
  registerPushTranslations,
} from '@omni/shared/i18n';
import { LOCALE_LOADERS, NAMESPACE } from './locale-loaders';

/** Adds this remote's namespace to the host's i18next instance (RemoteModule.loadTranslations). */
export async function loadTranslations(language: string): Promise<void> {
  const i18n = getCurrentI18n();
  if (!i18n) return;
  // this remote shows the push dialog of @omni/shared/push-ui
  await Promise.all([
    registerNamespace(i18n, NAMESPACE, LOCALE_LOADERS),
    registerPushTranslations(),
  ]);
  if (language !== i18n.language) await loadLanguage(i18n, language);
}
