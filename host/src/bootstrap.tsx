import { createRoot, type Root } from 'react-dom/client';
import type { EarlyGet } from '@omni/shared/early-request';
import { detectEmbedded, getSession } from '@omni/shared/session';
import { startEarlyRequests } from './app/early-requests';
import { loadRuntimeConfig, type RuntimeConfig } from './app/runtime-config';
import { setupFederation } from './federation/remote-registry';
import { firstPage } from './public/public-entry-paths';

type Start = (root: Root, config: RuntimeConfig, earlyGets: Promise<EarlyGet[]>) => Promise<void>;

/**
 * Reads /runtime-config.json, then starts, fetched at the same time as the configuration, either
 * the public entry (sign-in, sign-up, password reset: small, ADR 034) or the application chunk,
 * after registering the remotes it lists. Until it renders, the page shows the static splash of
 * index.html: the first paint needs no JavaScript at all. Signed in (not embedded: there the
 * Shopify session token signs in first), the account (and, on the home, its order counts) is
 * asked for as soon as the configuration is known, while the application chunk still loads;
 * start-app hands the answers to the client.
 */
async function bootstrap() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const embedded = detectEmbedded();
  const signedIn = Boolean(getSession().getToken());
  const first = firstPage(window.location, { embedded, signedIn });
  if (first?.replaceWith) window.history.replaceState(null, '', first.replaceWith);
  const publicPage = first?.page;
  const start: Promise<Start> = publicPage
    ? import('./public/start-public').then(
        ({ startPublic }) =>
          (root, config) =>
            startPublic(root, config, publicPage),
      )
    : import('./app/start-app').then(({ startApp }) => startApp);
  // a few hundred bytes, loaded beside the configuration (not the API client: it waits for antd)
  const earlyRequest =
    !publicPage && signedIn && !embedded ? import('@omni/shared/early-request') : null;
  try {
    const config = await loadRuntimeConfig();
    if (!publicPage) setupFederation(config.remotes);
    // an early request that cannot start is no reason not to start: the query then asks itself
    const earlyGets = earlyRequest
      ? earlyRequest
          .then((early) => startEarlyRequests(early, config.apiBaseUrl, window.location.pathname))
          .catch(() => [])
      : Promise.resolve([]);
    await (
      await start
    )(createRoot(container), config, earlyGets);
  } catch (error) {
    // Nothing is translated yet at this point (i18next is part of what failed to start).
    console.error(error);
    container.innerHTML =
      '<p style="font:16px system-ui;padding:48px;text-align:center">Omni Dropshipping could not start. Please reload the page.</p>';
  }
}

void bootstrap();
