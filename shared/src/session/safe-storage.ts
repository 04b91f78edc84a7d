/** The subset of the Web Storage API the session needs; a Map-backed stand-in implements it too. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type BrowserStorageKind = 'localStorage' | 'sessionStorage';

/** Keeps values for the lifetime of the page: the fallback when the browser blocks storage. */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const PROBE_KEY = '__omni_storage_probe__';

/**
 * Browser storage of the given kind, or a memory stand-in when it is unavailable. Third-party
 * iframes (the embedded store admin) and private modes throw on access or on write, so the probe
 * writes once; a later failing call also falls back instead of breaking the page (spec 000 §4).
 */
export function openStorage(
  kind: BrowserStorageKind,
  win: Window | undefined = globalWindow(),
): KeyValueStorage {
  const memory = createMemoryStorage();
  const storage = probe(kind, win);
  if (!storage) return memory;
  return {
    getItem(key) {
      try {
        return storage.getItem(key) ?? memory.getItem(key);
      } catch {
        return memory.getItem(key);
      }
    },
    setItem(key, value) {
      try {
        storage.setItem(key, value);
      } catch {
        memory.setItem(key, value);
      }
    },
    removeItem(key) {
      memory.removeItem(key);
      try {
        storage.removeItem(key);
      } catch {
        // already removed from memory; nothing else to do when storage is blocked
      }
    },
  };
}

function probe(kind: BrowserStorageKind, win: Window | undefined): Storage | null {
  try {
    const storage = win ? win[kind] : null;
    storage?.setItem(PROBE_KEY, '1');
    storage?.removeItem(PROBE_KEY);
    return storage ?? null;
  } catch {
    return null;
  }
}

export function globalWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window;
}
