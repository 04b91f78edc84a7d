import { getCurrentI18n, loadLanguage, registerNamespace } from '@omni/shared/i18n';
import { LOCALE_LOADERS, NAMESPACE } from './locale-loaders';

/** Adds this remote's namespace to the host's i18next instance (RemoteModule.loadTranslations). */
export async function loadTranslations(language: string): Promise<void> {
  const i18n = getCurrentI18n();
  if (!i18n) return;
  await registerNamespace(i18n, NAMESPACE, LOCALE_LOADERS);
  if (language !== i18n.language) await loadLanguage(i18n, language);
}
