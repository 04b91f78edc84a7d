import type { createStore } from 'jotai';
import { detectEmbedded, getSession, sessionTokenAtom } from '@omni/shared/session';
import { startEmbeddedSession } from './embedded-session';

export interface EmbeddedBootConfig {
  shopifyAppBridgeUrl?: string;
  shopifyApiKey?: string;
}

/**
 * Starts the embedded session when the page runs inside the Shopify admin (before the router
 * renders, so the session guard already sees the token); does nothing in a normal tab.
 */
export function bootEmbeddedSession(
  config: EmbeddedBootConfig,
  store: ReturnType<typeof createStore>,
): void {
  if (!detectEmbedded()) return;
  startEmbeddedSession({
    session: getSession(),
    ...(config.shopifyAppBridgeUrl ? { appBridgeUrl: config.shopifyAppBridgeUrl } : {}),
    ...(config.shopifyApiKey ? { apiKey: config.shopifyApiKey } : {}),
    onSignedIn: (token) => store.set(sessionTokenAtom, token),
  });
}
