import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useContext, useEffect, useReducer, type ReactNode } from 'react';
import type { PublicApi } from './public-api';

export interface PublicEntry {
  api: PublicApi;
  /** The page's i18next instance (created without react-i18next, ADR 034). */
  i18n: I18n;
  /**
   * Goes to another page by loading it: a page of the public entry loads it again (small, and
   * cached), any other page loads the app. Replaceable in tests.
   */
  leaveTo(path: string, options?: { replace?: boolean }): void;
}

const PublicEntryContext = createContext<PublicEntry | null>(null);

export function PublicEntryProvider({
  value,
  children,
}: {
  value: PublicEntry;
  children: ReactNode;
}) {
  return <PublicEntryContext.Provider value={value}>{children}</PublicEntryContext.Provider>;
}

export function usePublicEntry(): PublicEntry {
  const entry = useContext(PublicEntryContext);
  if (!entry) throw new Error('usePublicEntry outside PublicEntryProvider');
  return entry;
}

/** The browser's navigation: a full page load (the public entry has no router). */
export const leaveByLoading: PublicEntry['leaveTo'] = (path, options) => {
  if (options?.replace) window.location.replace(path);
  else window.location.assign(path);
};

/**
 * The host namespace's texts for a public page, drawn again when the language changes or a
 * namespace arrives: what react-i18next's useTranslation does, in the few lines this entry needs
 * (react-i18next is 10 KB of its first visit).
 */
export function usePublicTranslation(): { t: TFunction<'host'>; i18n: I18n } {
  const { i18n } = usePublicEntry();
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    i18n.on('languageChanged', redraw);
    i18n.store.on('added', redraw);
    return () => {
      i18n.off('languageChanged', redraw);
      i18n.store.off('added', redraw);
    };
  }, [i18n]);
  return { t: i18n.getFixedT(null, 'host'), i18n };
}
