/** What the headers of spec 000 §7 depend on, read fresh for every request. */
export interface HeaderInput {
  path: string;
  app: string;
  timeZone: string;
  language: string;
  token: string | null;
  embedded: boolean;
  embeddedDomain: string | null;
  shopId: string | null;
  workspaceId: string | null;
}

/** The `app` header value of this product (AO); one plan call sends AH instead. */
export const APP_HEADER = 'AO';

function pathOnly(path: string): string {
  return path
    .replace(/^[a-z]+:\/\/[^/]+/i, '')
    .split(/[?#]/)[0]!
    .replace(/^\/+|\/+$/g, '');
}

/** api-version: v2 for the product-center family of paths (containing `center/`), else v1. */
export function apiVersionFor(path: string): 'v1' | 'v2' {
  return pathOnly(path).includes('center/') ? 'v2' : 'v1';
}

/** The account path is the one call that never carries the workplace (it lists the workplaces). */
export function isAccountPath(path: string): boolean {
  return pathOnly(path).replace(/^api\//, '') === 'auth/account';
}

export function buildRequestHeaders(input: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    app: input.app,
    'time-zone': input.timeZone,
    locale: input.language,
    'api-version': apiVersionFor(input.path),
  };
  if (input.token) headers.Authorization = `Bearer ${input.token}`;
  if (input.embedded && input.embeddedDomain)
    headers['platform-domain-embedded'] = input.embeddedDomain;
  if (input.workspaceId) {
    if (!isAccountPath(input.path)) headers['workplace-id'] = input.workspaceId;
  } else if (input.shopId) {
    headers['store-id'] = input.shopId;
  }
  return headers;
}

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
