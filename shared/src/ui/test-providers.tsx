import type { i18n as I18n } from 'i18next';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { createQueryClient } from '../api-client/query-client';
import { loadAntdLocale } from '../i18n/antd-locale';
import { createI18n } from '../i18n/create-i18n';
import { AppProviders } from './app-providers';

/** Test helper: a fresh i18n (not the page's) and the real provider stack around `children`. */
export async function renderableWithProviders(
  language = 'en',
): Promise<{ i18n: I18n; wrap: (children: ReactNode) => ReactNode }> {
  const i18n = await createI18n({ language, makeCurrent: false });
  const antdLocale = await loadAntdLocale(language);
  return {
    i18n,
    wrap: (children) => (
      <AppProviders
        queryClient={createQueryClient()}
        store={createStore()}
        i18n={i18n}
        antdLocale={antdLocale}
      >
        {children}
      </AppProviders>
    ),
  };
}
