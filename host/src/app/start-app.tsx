import { loadRemote } from '@module-federation/enhanced/runtime';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApiClient, handOverEarlyGets } from '@omni/shared/api-client';
import type { EarlyGet } from '@omni/shared/early-request';
import { preloadLazyPages } from '@omni/shared/lazy-page';
import { ownerOfPath, paths } from '@omni/shared/navigation';
import { clearSessionAtom, userInfoAtom } from '@omni/shared/session';
import { bootEmbeddedSession } from '../features/platform-auth/embedded/boot-embedded-session';
import { createRemoteModuleLoader } from '../federation/load-remote-module';
import { forgetRemote, isRemoteConfigured } from '../federation/remote-registry';
import { createHostInstances, HostProviders } from './providers';
import { createHostRouter } from './router';
import type { RuntimeConfig } from './runtime-config';

/** Remote areas give up after this long and show their "temporarily unavailable" panel. */
const REMOTE_LOAD_TIMEOUT_MS = 12_000;

/**
 * Creates the host's instances, configures the API client and renders the router. Lives in its
 * own chunk so the bootstrap that fetches the runtime configuration stays tiny. The router is
 * created first: it starts loading the first route's lazy chunks (layout, page) at once, while
 * i18next and antd's locale load, instead of after them; so does the first route's remote.
 */
export async function startApp(
  root: Root,
  config: RuntimeConfig,
  earlyGets: Promise<EarlyGet[]> = Promise.resolve([]),
): Promise<void> {
  const router = createHostRouter();
  const loader = createRemoteModuleLoader({
    loadRemote: (id) => loadRemote(id),
    isConfigured: isRemoteConfigured,
    forget: forgetRemote,
    timeoutMs: REMOTE_LOAD_TIMEOUT_MS,
  });
  // the remote whose area the first route shows starts loading now too, not once the account
  // and the shell are in (one shared download: its area awaits the same promise; a failure is
  // not kept, the area then tries again and shows its panel), and so do its page's chunks
  const firstPath = router.state.location.pathname;
  const firstOwner = ownerOfPath(firstPath);
  if (firstOwner) {
    loader
      .load(firstOwner.remote)
      .then((module) =>
        preloadLazyPages(module.mounts[firstOwner.mount] ?? [], firstPath, `/${firstOwner.mount}`),
      )
      .catch(() => undefined);
  }
  const instances = await createHostInstances();
  const { queryClient, store, i18n } = instances;
  // inside the Shopify admin: sign in with its session token before the first route renders
  bootEmbeddedSession(config, store);

  configureApiClient({
    baseURL: config.apiBaseUrl,
    navigate: (to) => void router.navigate(to),
    i18n,
    getCurrentPath: () => router.state.location.pathname,
    onSignOut: () => {
      store.set(clearSessionAtom);
      store.set(userInfoAtom, null);
      queryClient.clear();
      void router.navigate(paths.login());
    },
  });

  // what the bootstrap asked for is the first fetch of the same request (no second request)
  handOverEarlyGets(await earlyGets);

  root.render(
    <HostProviders instances={instances} loader={loader}>
      <RouterProvider router={router} />
    </HostProviders>,
  );
}
