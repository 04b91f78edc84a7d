import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from 'antd/es/locale';
import type { i18n as I18n } from 'i18next';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { createQueryClient } from '@omni/shared/api-client';
import { createI18n, loadAntdLocale, registerNamespace } from '@omni/shared/i18n';
import { AppProviders } from '@omni/shared/ui';
import { RemoteLoaderProvider } from '../federation/remote-loader-context';
import type { RemoteModuleLoader } from '../federation/load-remote-module';
import { HOST_LOCALE_LOADERS, HOST_NAMESPACE } from '../i18n/host-locales';
import './global.css';

export interface HostInstances {
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  i18n: I18n;
  /** antd's locale for the start language, loaded before the first render (no English flash). */
  antdLocale: Locale;
}

/**
 * The host owns every instance (ADR 002): the one QueryClient, jotai store and i18next (with the
 * shared and host namespaces). Remotes never create their own; they use these through hooks.
 */
export async function createHostInstances(): Promise<HostInstances> {
  const i18n = await createI18n();
  const [antdLocale] = await Promise.all([
    loadAntdLocale(i18n.language),
    registerNamespace(i18n, HOST_NAMESPACE, HOST_LOCALE_LOADERS),
  ]);
  return { queryClient: createQueryClient(), store: createStore(), i18n, antdLocale };
}

/** The shared provider stack (query, jotai, i18n, antd theme/locale/direction, toasts) + remote loader. */
export function HostProviders({
  instances,
  loader,
  children,
}: {
  instances: HostInstances;
  loader: RemoteModuleLoader;
  children: ReactNode;
}) {
  const { queryClient, store, i18n, antdLocale } = instances;
  return (
    <AppProviders
      queryClient={queryClient}
      store={store}
      i18n={i18n}
      antdLocale={antdLocale}
      defaultNS={HOST_NAMESPACE}
    >
      <RemoteLoaderProvider loader={loader}>{children}</RemoteLoaderProvider>
    </AppProviders>
  );
}
