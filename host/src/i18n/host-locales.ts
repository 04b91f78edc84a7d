import type { NamespaceLoaders } from '@omni/shared/i18n';

export const HOST_NAMESPACE = 'host';

// One literal import per language: webpack emits one small chunk each, only the active one loads.
export const HOST_LOCALE_LOADERS: NamespaceLoaders = {
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
