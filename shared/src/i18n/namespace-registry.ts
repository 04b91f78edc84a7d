import type { i18n as I18n, ResourceKey } from 'i18next';
import { DEFAULT_LANGUAGE, toLanguageCode, type LanguageCode } from './languages';

/** Loads one language of a namespace: usually `() => import('./locales/de.json')`. */
export type NamespaceLoader = () => Promise<ResourceKey | { default: ResourceKey }>;
export type NamespaceLoaders = Partial<Record<LanguageCode, NamespaceLoader>>;

const registries = new WeakMap<I18n, Map<string, NamespaceLoaders>>();

function registryOf(i18n: I18n): Map<string, NamespaceLoaders> {
  let registry = registries.get(i18n);
  if (!registry) {
    registry = new Map();
    registries.set(i18n, registry);
    // someone may call i18n.changeLanguage directly: still fetch what the new language needs
    i18n.on('languageChanged', (language) => void loadLanguage(i18n, language));
  }
  return registry;
}

function unwrapModule(loaded: ResourceKey | { default: ResourceKey }): ResourceKey {
  return typeof loaded === 'object' && loaded !== null && 'default' in loaded
    ? (loaded as { default: ResourceKey }).default
    : loaded;
}

async function loadBundle(
  i18n: I18n,
  namespace: string,
  loaders: NamespaceLoaders,
  language: LanguageCode,
) {
  if (i18n.hasResourceBundle(language, namespace)) return;
  const loader = loaders[language];
  if (!loader) return;
  const resources = unwrapModule(await loader());
  i18n.addResourceBundle(language, namespace, resources, true, true);
}

/** Loads every registered namespace for a language and the English fallback. */
export async function loadLanguage(i18n: I18n, language: string): Promise<void> {
  const code = toLanguageCode(language) ?? DEFAULT_LANGUAGE;
  const languages = code === DEFAULT_LANGUAGE ? [code] : [code, DEFAULT_LANGUAGE];
  const work: Promise<void>[] = [];
  for (const [namespace, loaders] of registryOf(i18n)) {
    for (const lng of languages) work.push(loadBundle(i18n, namespace, loaders, lng));
  }
  await Promise.all(work);
}

/**
 * Adds an app's namespace to the page's i18next instance (a remote calls this from its
 * `loadTranslations`). Only the current language and English are fetched now; other languages
 * are fetched when the user switches. Resolves once the current language is usable.
 */
export async function registerNamespace(
  i18n: I18n,
  namespace: string,
  loaders: NamespaceLoaders,
): Promise<void> {
  registryOf(i18n).set(namespace, loaders);
  const language = toLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  await Promise.all(languages.map((lng) => loadBundle(i18n, namespace, loaders, lng)));
}
