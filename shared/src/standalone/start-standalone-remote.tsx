import { createStore } from 'jotai';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApiClient, createQueryClient } from '../api-client';
import { createI18n, registerNamespace, type NamespaceLoaders } from '../i18n';
import type { RemoteModule } from '../navigation/remote-module';
import { AppProviders } from '../ui';
import { DevFrame } from './dev-frame';
import { readRuntimeConfig } from './runtime-config';

/**
 * Starts a remote alone for its own team (`src/bootstrap.tsx`, never exposed): the same shared
 * factories the host uses (QueryClient, jotai store, i18next, AppProviders), the API base from
 * the frame's own `/runtime-config.json`, and the remote's mounts at their real paths.
 */
export async function startStandaloneRemote(
  remote: RemoteModule,
  localeLoaders: NamespaceLoaders,
): Promise<void> {
  const [{ apiBaseUrl }, i18n] = await Promise.all([readRuntimeConfig(), createI18n()]);
  await registerNamespace(i18n, remote.namespace, localeLoaders);
  // what else the remote registers as the host would have it do (the push UI's namespace)
  await remote.loadTranslations?.(i18n.language);
  configureApiClient({
    baseURL: apiBaseUrl,
    i18n,
    // No host routes here: after a forced sign-out the frame itself shows the dev sign-in.
    navigate: (to) => window.history.pushState(null, '', to),
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <AppProviders queryClient={createQueryClient()} store={createStore()} i18n={i18n}>
      <BrowserRouter>
        <DevFrame remote={remote} />
      </BrowserRouter>
    </AppProviders>,
  );
}
