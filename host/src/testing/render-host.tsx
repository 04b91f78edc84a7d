import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import i18next from 'i18next';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import en from '../i18n/locales/en.json';

/** An i18next instance with the host's English texts (and key-echo for other namespaces). */
export function createTestI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { host: en } },
    defaultNS: 'host',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Renders a host component the way the app does: query client, jotai store, i18n, antd App, router. */
export function renderHost(
  ui: ReactElement,
  { path = '/', route = '*', store = createStore() } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const i18n = createTestI18n();
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
