import { platformAutoLoginPath } from '@omni/shared/navigation';

/** What the connect window needs to act as the signed-in user in this workplace. */
export interface AutoLoginParams {
  token: string;
  workplaceId: string | null;
  /** The platform's install (authorisation) link the window goes on to. */
  installUrl: string;
}

/**
 * The auto-login connect link of spec 002 §4: it carries the token and the current workplace id
 * to a new window (an embedded session keeps them in the tab's session storage, which a new
 * window does not share). They travel in the fragment, which browsers never send to a server
 * nor put in a Referer header, and the page removes it from the address bar at once.
 */
export function autoLoginLink(platform: string, params: AutoLoginParams, origin: string): string {
  const fragment = new URLSearchParams({ token: params.token, url: params.installUrl });
  if (params.workplaceId) fragment.set('workplace_id', params.workplaceId);
  return `${origin}${platformAutoLoginPath(platform)}#${fragment.toString()}`;
}

/** Reads an auto-login fragment; null when the token or a usable install link is missing. */
export function readAutoLoginFragment(hash: string): AutoLoginParams | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const token = fragment.get('token');
  const installUrl = fragment.get('url');
  if (!token || !installUrl || !isWebUrl(installUrl)) return null;
  return { token, installUrl, workplaceId: fragment.get('workplace_id') };
}

/** Only http(s) links are followed: never `javascript:` or `data:` from a crafted link. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
