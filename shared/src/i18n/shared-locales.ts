import type { NamespaceLoaders } from './namespace-registry';

/** The `shared` namespace: errors, relative time, remote fallback panel, empty states. */
export const SHARED_NAMESPACE = 'shared';

export const SHARED_LOCALE_LOADERS: NamespaceLoaders = {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  it: () => import('./locales/it.json'),
  nl: () => import('./locales/nl.json'),
  'pt-BR': () => import('./locales/pt-BR.json'),
  'zh-CN': () => import('./locales/zh-CN.json'),
};
