/**
 * The pages the public entry renders (issue 14 §1, ADR 034): what a signed-out visitor opens
 * first, from a link, an e-mail or the sign-out. They load react, react-dom, i18next and plain
 * form markup, not the app (antd, the router, the query cache, the axios client, the shell).
 */
export const PUBLIC_ENTRY_PATHS = [
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
] as const; // the paths of @omni/shared/navigation (public-entry-paths.test.ts)

export type PublicEntryPath = (typeof PUBLIC_ENTRY_PATHS)[number];

/** The public entry's page for a pathname (a trailing slash is the same page), else null. */
export function publicEntryPage(pathname: string): PublicEntryPath | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_ENTRY_PATHS.find((candidate) => candidate === path) ?? null;
}
