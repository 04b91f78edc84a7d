/*
 * Social links of a scraped store (spec 001 §5): a link counts only as a bare profile path —
 * one path segment on the network's own host, no query — so share buttons, posts, intents and
 * hashtag pages are never taken for the store's profile.
 */

export type SocialNetwork = 'facebook' | 'twitter' | 'instagram';

const HOSTS: Record<SocialNetwork, string[]> = {
  facebook: ['facebook.com', 'fb.com'],
  twitter: ['twitter.com', 'x.com'],
  instagram: ['instagram.com'],
};

/** First path segments that are features of the network, not profiles. */
const RESERVED = new Set([
  'sharer',
  'sharer.php',
  'share',
  'share.php',
  'dialog',
  'intent',
  'home',
  'hashtag',
  'explore',
  'p',
  'reel',
  'reels',
  'stories',
  'tv',
  'watch',
  'groups',
  'events',
  'search',
  'login',
  'signup',
  'i',
  'plugins',
  'tr',
  'accounts',
  'privacy',
  'policies',
  'about',
  'help',
]);

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www\.|m\.|mobile\.|web\.)/, '');
}

/** The canonical bare profile URL of a link, or undefined when it is not one. */
export function bareProfile(link: string, network: SocialNetwork): string | undefined {
  let url: URL;
  try {
    url = new URL(link, 'https://invalid.invalid');
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = hostOf(url);
  if (!HOSTS[network].includes(host)) return undefined;
  if (url.search !== '' && url.search !== '?') return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.length !== 1) return undefined;
  const handle = segments[0]!.replace(/^@/, '');
  if (!/^[A-Za-z0-9._-]{2,60}$/.test(handle) || RESERVED.has(handle.toLowerCase()))
    return undefined;
  return `https://${HOSTS[network][0]}/${handle}`;
}

/** The first bare profile per network among a page's links. */
export function socialProfiles(links: readonly string[]): Record<SocialNetwork, string | null> {
  const result: Record<SocialNetwork, string | null> = {
    facebook: null,
    twitter: null,
    instagram: null,
  };
  for (const network of Object.keys(result) as SocialNetwork[]) {
    for (const link of links) {
      const profile = bareProfile(link, network);
      if (profile) {
        result[network] = profile;
        break;
      }
    }
  }
  return result;
}
