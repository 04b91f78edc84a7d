import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { i18n as I18n } from 'i18next';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToasterBinding } from './toaster-binding';
import { useAntdLanguage } from './use-antd-language';

/** Brand theme shared by the host and the remotes' standalone frames. */
export const DEFAULT_THEME: ThemeConfig = {
  token: { colorPrimary: '#1f6feb', borderRadius: 6 },
};

/**
 * Layer order values of spec 000 §9, for the shell's own layers (drawer, back-to-top, toasts).
 * antd stacks its popups itself, relative to their container, so these are not forced on it.
 */
export const LAYER_ORDER = {
  notification: 520,
  drawer: 171,
  dropdown: 1050,
  imagePreview: 1080,
  modal: 1300,
  snackbar: 1400,
  tooltip: 1500,
} as const;

export interface AppProvidersProps {
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  i18n: I18n;
  /** antd theme; default DEFAULT_THEME. */
  theme?: ThemeConfig;
  /** antd locale already loaded for the start language (avoids a flash of English). */
  antdLocale?: Locale;
  /** Default i18next namespace for `useTranslation()` without argument. */
  defaultNS?: string;
  children: ReactNode;
}

/**
 * The provider stack, given already-created instances: React Query, jotai, i18next, antd
 * ConfigProvider (theme, locale and direction following the language) and antd App (message and
 * notification context, bound as the api-client's toaster). The host renders it once; a remote
 * renders it only in its standalone frame.
 */
export function AppProviders({
  queryClient,
  store,
  i18n,
  theme = DEFAULT_THEME,
  antdLocale,
  defaultNS,
  children,
}: AppProvidersProps) {
  const { locale, direction } = useAntdLanguage(i18n, antdLocale);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n} {...(defaultNS ? { defaultNS } : {})}>
          <ConfigProvider theme={theme} locale={locale} direction={direction}>
            <AntdApp>
              <ToasterBinding />
              {children}
            </AntdApp>
          </ConfigProvider>
        </I18nextProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
