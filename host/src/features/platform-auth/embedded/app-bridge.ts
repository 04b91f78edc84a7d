/** Shopify's App Bridge script: the `window.shopify` global embedded apps talk to the admin with. */
export const SHOPIFY_APP_BRIDGE_URL = 'https://cdn.shopify.com/shopifycloud/app-bridge.js';

/** The part of App Bridge the host uses: a fresh session token (valid one minute). */
export interface AppBridge {
  idToken(): Promise<string>;
}

declare global {
  interface Window {
    shopify?: AppBridge;
  }
}

let loading: Promise<AppBridge> | null = null;

/**
 * Loads App Bridge once per page: the admin's `shopify-api-key` meta first (App Bridge reads it),
 * then the script from the configured address (Shopify's CDN, or the sandbox stand-in's copy).
 */
export function loadAppBridge(
  scriptUrl: string,
  apiKey: string | undefined,
  doc: Document = document,
): Promise<AppBridge> {
  const win = doc.defaultView;
  if (win?.shopify) return Promise.resolve(win.shopify);
  loading ??= new Promise<AppBridge>((resolve, reject) => {
    if (apiKey && !doc.querySelector('meta[name="shopify-api-key"]')) {
      const meta = doc.createElement('meta');
      meta.name = 'shopify-api-key';
      meta.content = apiKey;
      doc.head.appendChild(meta);
    }
    const script = doc.createElement('script');
    script.src = scriptUrl;
    script.onload = () =>
      win?.shopify ? resolve(win.shopify) : reject(new Error('App Bridge did not start'));
    script.onerror = () => reject(new Error(`App Bridge could not be loaded from ${scriptUrl}`));
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null; // a later call may try again
    throw error;
  });
  return loading;
}

/** Forgets a loaded App Bridge (tests). */
export function resetAppBridge(): void {
  loading = null;
}
