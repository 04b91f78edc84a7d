import { getApiClient, isApiClientConfigured } from '@omni/shared/api-client';

/**
 * A path the API gives (`/api/catalogue-media/...`) as an address the browser can load: the API
 * may run on another origin than the page.
 */
export function apiAsset(path: string): string {
  if (/^https?:\/\//i.test(path) || !isApiClientConfigured()) return path;
  const base = getApiClient().defaults.baseURL ?? '';
  try {
    return new URL(path, base).toString();
  } catch {
    return path;
  }
}
