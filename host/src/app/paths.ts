import { homePath, loginPath, paths, withQuery } from '@omni/shared/navigation';

/** `/login?redirect=<where the user was going>`; only in-app paths are kept. */
export function loginPathFor(target: string): string {
  return target.startsWith(homePath()) ? loginPath(target) : loginPath();
}

/** Where to go after signing in: the redirect parameter when it is an in-app path, else home. */
export function redirectTargetFrom(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  // Only same-app absolute paths: never `//evil.example` or a full URL.
  if (target && target.startsWith(homePath()) && !target.startsWith('//')) return target;
  return homePath();
}

/** "Check your inbox" after signing up, for that address. */
export const confirmPathFor = (email: string) => withQuery(paths.signupConfirm(), { email });
