import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import i18next from 'i18next';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SHARED_LOCALE_LOADERS } from '@omni/shared/i18n';
import en from '../i18n/locales/en.json';

/** The `shared` namespace's English texts (the error catalogue), for `namespaces: { shared }`. */
export async function loadSharedEnglish(): Promise<object> {
  const loaded = (await SHARED_LOCALE_LOADERS.en!()) as object;
  return 'default' in loaded ? (loaded.default as object) : loaded;
}

/**
 * An i18next instance with the host's English texts (and key-echo for other namespaces, unless
 * their English texts are given, e.g. `{ shared: … }` for the error catalogue).
 */
export function createTestI18n(namespaces: Record<string, object> = {}) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { ...namespaces, host: en } },
    defaultNS: 'host',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Renders a host component the way the app does: query client, jotai store, i18n, antd App, router. */
export function renderHost(
  ui: ReactElement,
  {
    path = '/',
    route = '*',
    store = createStore(),
    namespaces = {},
  }: {
    path?: string;
    route?: string;
    store?: ReturnType<typeof createStore>;
    namespaces?: Record<string, object>;
  } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const i18n = createTestI18n(namespaces);
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n} defaultNS="host">
          <AntdApp>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={route} element={ui} />
                <Route path="*" element={<div data-testid="navigated-elsewhere" />} />
              </Routes>
            </MemoryRouter>
          </AntdApp>
        </I18nextProvider>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient, store, i18n };
}
