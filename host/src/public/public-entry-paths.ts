import { loginPathFor } from '../app/paths';

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

/**
 * What a first load starts with: the public entry's page, or null for the app. A signed-out
 * visit of the app (no token; the app's RequireSession would send it to the sign-in page) starts
 * on the sign-in page directly, at `loginAddress` (with the redirect back), so the app is not
 * loaded first only to leave it again.
 */
export function firstPage(
  { pathname, search }: { pathname: string; search: string },
  { embedded, signedIn }: { embedded: boolean; signedIn: boolean },
): { page: PublicEntryPath; replaceWith?: string } | null {
  // inside a store admin the app signs in with the admin's session: never the public pages
  if (embedded) return null;
  const page = publicEntryPage(pathname);
  if (page) return { page };
  if (!signedIn && (pathname === '/app' || pathname.startsWith('/app/')))
    return { page: '/login', replaceWith: loginPathFor(pathname + search) };
  return null;
}
