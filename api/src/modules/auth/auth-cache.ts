import { LRUCache } from 'lru-cache';
import type { AuthCacheChange } from '../../bus/event-bus';
import type { Database } from '../../db/database';
import type { ActiveSession } from './session-repository';

/*
 * Sessions and workplace memberships the auth hooks found, kept for a few seconds: every API call
 * checks both, and under load those two lookups cost more than a cached search. Only positive
 * answers are kept (a workplace created or a session opened a moment ago is never refused from
 * the cache), and a cached session still ends at its own expiry.
 *
 * This process forgets a session the moment it revokes it (sign-out, password reset) and
 * everything of an account it deletes, and tells the other processes through the event bus
 * (ADR 020), which forget it as the message arrives. A message the bus loses, or a membership
 * removed (no flow removes single members yet; the one that does should forget them here), is
 * honoured within AUTH_CACHE_TTL_MS.
 */

export const AUTH_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 20_000;

export interface FoundSession {
  session: ActiveSession;
  expiresAt: Date;
}

export class AuthCache {
  private readonly sessions = new LRUCache<string, FoundSession>({
    max: MAX_ENTRIES,
    ttl: AUTH_CACHE_TTL_MS,
  });
  /** `userId|requested workplace ('' for the first)` → the member workplace. */
  private readonly memberships = new LRUCache<string, string>({
    max: MAX_ENTRIES,
    ttl: AUTH_CACHE_TTL_MS,
  });

  /** The active session of a token hash, from the cache or `find`. */
  async session(
    tokenHash: string,
    now: Date,
    find: () => Promise<FoundSession | null>,
  ): Promise<ActiveSession | null> {
    const cached = this.sessions.get(tokenHash);
    if (cached && cached.expiresAt > now) return cached.session;
    const found = await find();
    if (!found) {
      this.sessions.delete(tokenHash);
      return null;
    }
    this.sessions.set(tokenHash, found);
    return found.session;
  }

  /** The workplace a user belongs to (the requested one, else their first), cached or found. */
  async membership(
    userId: string,
    requested: string | undefined,
    find: () => Promise<string | null>,
  ): Promise<string | null> {
    const key = `${userId}|${requested ?? ''}`;
    const cached = this.memberships.get(key);
    if (cached) return cached;
    const found = await find();
    if (found) this.memberships.set(key, found);
    return found;
  }

  private readonly listeners = new Set<(change: AuthCacheChange) => void>();

  forgetSession(sessionId: string): void {
    this.change({ forget: 'session', sessionId });
  }

  forgetUser(userId: string): void {
    this.change({ forget: 'user', userId });
  }

  /** After workplaces are deleted (with an account): their members' memberships go too. */
  forgetMemberships(): void {
    this.change({ forget: 'memberships' });
  }

  /** Hears what this process forgets (to tell the other processes). */
  onChange(listener: (change: AuthCacheChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Forgets what `change` names, without telling anyone (a change another process made). */
  apply(change: AuthCacheChange): void {
    if (change.forget === 'memberships') {
      this.memberships.clear();
      return;
    }
    for (const [hash, entry] of this.sessions.entries()) {
      const match =
        change.forget === 'session'
          ? entry.session.sessionId === change.sessionId
          : entry.session.userId === change.userId;
      if (match) this.sessions.delete(hash);
    }
  }

  private change(change: AuthCacheChange): void {
    this.apply(change);
    for (const listener of this.listeners) listener(change);
  }
}

const caches = new WeakMap<Database, AuthCache>();

/** The auth cache of a database (one per open database, like the search cache). */
export function authCacheFor(db: Database): AuthCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AuthCache();
    caches.set(db, cache);
  }
  return cache;
}
