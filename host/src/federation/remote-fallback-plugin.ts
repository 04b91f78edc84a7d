import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * What `loadRemote` resolves to when a remote could not be loaded even after a retry. The host
 * turns it into a "temporarily unavailable" panel for that area only.
 */
export interface RemoteLoadFailure {
  readonly __remoteLoadFailure: true;
  readonly id: string;
  readonly error: unknown;
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return typeof value === 'object' && value !== null && '__remoteLoadFailure' in value;
}

export interface RemoteFallbackOptions {
  /** Abort the manifest request after this long (a slow remote counts as down). */
  manifestTimeoutMs: number;
  /** Give up on the remote entry script after this long. */
  scriptTimeoutMs: number;
  /** Extra attempts before the fallback is returned. */
  retries: number;
  /** Forget everything cached about a remote so the next load fetches its manifest again. */
  forgetRemote: (remoteName: string) => void;
  /** Pause between attempts. */
  delayMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function remoteNameOf(id: string): string {
  return id.split('/')[0] ?? id;
}

/**
 * Runtime plugin: timeouts on the manifest and entry script, a retry with fresh caches, then a
 * fallback value instead of a thrown error, so a remote that is down, slow or broken never
 * rejects into the shell.
 */
export function createRemoteFallbackPlugin(
  options: RemoteFallbackOptions,
): ModuleFederationRuntimePlugin {
  const { manifestTimeoutMs, scriptTimeoutMs, retries, forgetRemote, delayMs = 300 } = options;
  const attempts = new Map<string, number>();

  return {
    name: 'omni-remote-fallback',
    fetch(url, init) {
      return fetch(url, {
        ...init,
        cache: 'no-store',
        signal: AbortSignal.timeout(manifestTimeoutMs),
      });
    },
    createScript() {
      return { timeout: scriptTimeoutMs };
    },
    async errorLoadRemote(args) {
      // Other lifecycles expect different return shapes; only whole-module loads get a fallback.
      if (args.lifecycle !== 'onLoad') return undefined;
      const used = attempts.get(args.id) ?? 0;
      if (used < retries) {
        attempts.set(args.id, used + 1);
        try {
          forgetRemote(remoteNameOf(args.id));
          await wait(delayMs * (used + 1));
          return await args.origin.loadRemote(args.id);
        } finally {
          attempts.delete(args.id);
        }
      }
      const failure: RemoteLoadFailure = {
        __remoteLoadFailure: true,
        id: args.id,
        error: args.error,
      };
      return failure;
    },
  };
}
