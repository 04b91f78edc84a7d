import type { RemoteModule } from '@omni/shared/navigation';
import { isRemoteLoadFailure } from './remote-fallback-plugin';

/** A remote area could not be shown; the boundary renders the "temporarily unavailable" panel. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: 'not-configured' | 'failed' | 'timeout' | 'invalid',
    override readonly cause?: unknown,
  ) {
    super(`Remote "${remote}" is unavailable (${reason})`);
    this.name = 'RemoteUnavailableError';
  }
}

export interface RemoteLoaderDeps {
  /** `loadRemote` of the federation runtime (injected so tests can fake a remote). */
  loadRemote: (id: string) => Promise<unknown>;
  isConfigured: (name: string) => boolean;
  /** Drop caches before a retry so the manifest is fetched again. */
  forget: (name: string) => void;
  timeoutMs: number;
}

function isRemoteModule(value: unknown): value is RemoteModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RemoteModule>;
  return (
    typeof candidate.namespace === 'string' &&
    typeof candidate.mounts === 'object' &&
    candidate.mounts !== null
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads `<remote>/routes` once and keeps the promise, so every mount of one remote shares one
 * download. A failure is not cached: `retry` forgets the remote and the next call starts afresh.
 */
export function createRemoteModuleLoader(deps: RemoteLoaderDeps) {
  const cache = new Map<string, Promise<RemoteModule>>();

  async function fetchModule(name: string): Promise<RemoteModule> {
    if (!deps.isConfigured(name)) throw new RemoteUnavailableError(name, 'not-configured');
    let loaded: unknown;
    try {
      loaded = await withTimeout(
        deps.loadRemote(`${name}/routes`),
        deps.timeoutMs,
        () => new RemoteUnavailableError(name, 'timeout'),
      );
    } catch (error) {
      if (error instanceof RemoteUnavailableError) throw error;
      throw new RemoteUnavailableError(name, 'failed', error);
    }
    if (isRemoteLoadFailure(loaded)) throw new RemoteUnavailableError(name, 'failed', loaded.error);
    const candidate =
      typeof loaded === 'object' && loaded !== null && 'default' in loaded
        ? loaded.default
        : loaded;
    if (!isRemoteModule(candidate)) throw new RemoteUnavailableError(name, 'invalid');
    return candidate;
  }

  const load = (name: string): Promise<RemoteModule> => {
    const cached = cache.get(name);
    if (cached) return cached;
    const pending = fetchModule(name);
    cache.set(name, pending);
    pending.catch(() => {
      if (cache.get(name) === pending) cache.delete(name);
    });
    return pending;
  };

  const retry = (name: string): Promise<RemoteModule> => {
    cache.delete(name);
    deps.forget(name);
    return load(name);
  };

  return { load, retry };
}

export type RemoteModuleLoader = ReturnType<typeof createRemoteModuleLoader>;
