import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database';
import type { SearchCriteria } from './search-criteria';
import { type SearchResult, type SearchScope } from './search-repository';
import { rowsOf } from '../../db/result-rows';

/*
 * Short-lived results of identical catalogue searches (the catalogue part only: the
 * workplace's favourite and import marks are always read fresh). Entries are keyed by the
 * catalogue version (migration 0017), which every catalogue write changes in its own
 * transaction, so a write made anywhere (another API process, the background seed, SQL by hand)
 * retires every older entry at once. The version is read before the search, so an entry never
 * holds data older than its version.
 *
 * Searches that start while the version is being read share that read: under load one version
 * query serves many searches. Such a search may miss a write committed during those few hundred
 * microseconds, exactly as if it had arrived a moment earlier.
 */

export interface SearchCacheOptions {
  maxEntries: number;
  /** An upper bound on an entry's life even when the catalogue does not change. */
  ttlMs: number;
}

export const DEFAULT_SEARCH_CACHE: SearchCacheOptions = { maxEntries: 2000, ttlMs: 5 * 60_000 };

/** Searches answered from the cache and searches that read the database (pages, not counts). */
export interface SearchCacheStats {
  hits: number;
  misses: number;
}

export class SearchCache {
  private readonly entries: LRUCache<string, Promise<SearchResult>>;
  /**
   * Match counts by filter set: a count does not depend on the sort or the page, so every sort
   * and page of the same filters shares one (a merchant pages and re-sorts far more often than
   * they change filters, and counting is what a filtered browse costs most).
   */
  private readonly counts: LRUCache<string, Promise<number>>;
  private versionRead: Promise<string> | null = null;
  private enabled = true;
  readonly stats: SearchCacheStats = { hits: 0, misses: 0 };

  constructor(
    private readonly db: Database,
    options: SearchCacheOptions = DEFAULT_SEARCH_CACHE,
  ) {
    this.entries = new LRUCache({ max: options.maxEntries, ttl: options.ttlMs });
    this.counts = new LRUCache({ max: options.maxEntries, ttl: options.ttlMs });
  }

  /** Off: every search reads the database (the benchmark's cold figures). */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled) {
      this.entries.clear();
      this.counts.clear();
    }
  }

  resetStats(): void {
    this.stats.hits = 0;
    this.stats.misses = 0;
  }

  /**
   * The cached result of this search, or `search()`'s (kept for the next identical search).
   * Scopes with an `extra` condition are cached only when they name it (`extraKey`).
   */
  async get(
    criteria: SearchCriteria,
    scope: SearchScope,
    search: () => Promise<SearchResult>,
  ): Promise<SearchResult> {
    if (!this.enabled || (scope.extra !== undefined && scope.extraKey === undefined)) {
      this.stats.misses += 1;
      return search();
    }
    const key = `${await this.version()}|${searchKey(criteria, scope)}`;
    const cached = this.entries.get(key);
    if (cached) {
      this.stats.hits += 1;
      return cached;
    }
    this.stats.misses += 1;
    return remember(this.entries, key, search);
  }

  /** The cached number of matches of this filter set, or `count()`'s. */
  async count(
    criteria: SearchCriteria,
    scope: SearchScope,
    count: () => Promise<number>,
  ): Promise<number> {
    if (!this.enabled || (scope.extra !== undefined && scope.extraKey === undefined)) {
      return count();
    }
    const key = `${await this.version()}|${countKey(criteria, scope)}`;
    return this.counts.get(key) ?? remember(this.counts, key, count);
  }

  private version(): Promise<string> {
    this.versionRead ??= this.db
      .execute(sql`SELECT version FROM sourcing_catalogue_state WHERE id = 1`)
      .then((result) => String(rowsOf<{ version: unknown }>(result)[0]?.version ?? 0))
      .finally(() => {
        this.versionRead = null;
      });
    return this.versionRead;
  }
}

/**
 * Everything that decides a search's result: every criteria field (fields added later count
 * too), in a fixed order, and the scope's named parts.
 */
export function searchKey(criteria: SearchCriteria, scope: SearchScope): string {
  const fields = Object.entries(criteria).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([
    fields,
    scope.collectionSlug ?? null,
    scope.supplierId ?? null,
    scope.extraKey ?? null,
  ]);
}

/** Runs `run` and keeps its promise, so identical work arriving together runs once. */
function remember<T extends object | number>(
  cache: LRUCache<string, Promise<T>>,
  key: string,
  run: () => Promise<T>,
): Promise<T> {
  const pending = run();
  cache.set(key, pending);
  pending.catch(() => cache.delete(key));
  return pending;
}

/** What decides a match count: a search's key without its sort and page. */
export function countKey(criteria: SearchCriteria, scope: SearchScope): string {
  const { sort: _sort, page: _page, pageSize: _pageSize, ...filters } = criteria;
  return searchKey(filters as SearchCriteria, scope);
}

const caches = new WeakMap<Database, SearchCache>();

/** The search cache of a database (one per open database, shared by every app over it). */
export function searchCacheFor(db: Database): SearchCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SearchCache(db);
    caches.set(db, cache);
  }
  return cache;
}
