import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '../app/runtime-config';
import { createRemoteFallbackPlugin } from './remote-fallback-plugin';

/** Remote name → manifest URL, as read from runtime-config.json at start-up. */
const manifestUrls = new Map<string, string>();

/** Re-registering with `force` drops the cached manifest, entry script and module of a remote. */
export function forgetRemote(name: string): void {
  const entry = manifestUrls.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export function isRemoteConfigured(name: string): boolean {
  return manifestUrls.has(name);
}

/**
 * Registers every remote of the runtime configuration and the fallback plugin. Nothing about the
 * remotes is compiled into the host: moving or redeploying a remote only changes the JSON.
 */
export function setupFederation(remotes: RuntimeConfig['remotes']): void {
  registerPlugins([
    createRemoteFallbackPlugin({
      manifestTimeoutMs: 5000,
      scriptTimeoutMs: 8000,
      retries: 1,
      forgetRemote,
    }),
  ]);
  const list = Object.entries(remotes).flatMap(([name, entry]) => (entry ? [{ name, entry }] : []));
  for (const { name, entry } of list) manifestUrls.set(name, entry);
  registerRemotes(list);
}
