import { createMemoryStorage, type KeyValueStorage } from './safe-storage';

/** Auth cookie lifetime (spec 000 §9). */
export const AUTH_COOKIE_DAYS = 180;

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The cookie attributes for the token. The app is also shown inside other sites' frames, so the
 * cookie must be cross-site (SameSite=None) where the browser allows it — which needs Secure, and
 * Secure is accepted on https and on localhost only; elsewhere (plain http on a LAN address) Lax.
 */
export function cookieAttributes(
  location: Pick<Location, 'protocol' | 'hostname'>,
  maxAgeDays = AUTH_COOKIE_DAYS,
): string {
  const secureContext =
    location.protocol === 'https:' ||
    location.hostname === 'localhost' ||
    location.hostname === '127.0.0.1';
  const sameSite = secureContext ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `path=/; max-age=${Math.round(maxAgeDays * DAY_SECONDS)}; ${sameSite}`;
}

export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() === name) return decodeURIComponent(rest.join('=').trim());
  }
  return null;
}

/** A key-value view over `document.cookie`, with a memory fallback when cookies are blocked. */
export function openCookieStorage(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): KeyValueStorage {
  const memory = createMemoryStorage();
  if (!doc) return memory;
  return {
    getItem(key) {
      try {
        return readCookie(doc.cookie, key) ?? memory.getItem(key);
      } catch {
        return memory.getItem(key);
      }
    },
    setItem(key, value) {
      memory.setItem(key, value);
      try {
        doc.cookie = `${key}=${encodeURIComponent(value)}; ${cookieAttributes(doc.location ?? { protocol: 'https:', hostname: '' })}`;
      } catch {
        // blocked: the memory copy keeps the session alive for this page
      }
    },
    removeItem(key) {
      memory.removeItem(key);
      try {
        doc.cookie = `${key}=; path=/; max-age=0`;
      } catch {
        // blocked: nothing stored there either
      }
    },
  };
}
