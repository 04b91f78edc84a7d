// Lets a journey take one part of the running e2e stack down, bring it back, or serve another
// build of it — the same process management start.sh uses, addressed through the runtime folder.
import {
  launchService,
  restartService,
  stopService,
  waitForHttp,
} from '../../scripts/stack/services.mjs';
import { staticServiceSpec } from '../../scripts/stack/stack.mjs';
import { RUNTIME_DIR, e2eConfig } from './e2e-stack';

export type RemoteName = 'sourcing' | 'catalogue' | 'orders' | 'billing';

export async function stopRemoteServer(remote: RemoteName): Promise<void> {
  await stopService(RUNTIME_DIR, remote);
}

export async function startRemoteServer(remote: RemoteName): Promise<void> {
  await restartService(RUNTIME_DIR, remote);
  await waitUntilServing(remote);
}

/** Redeploys a remote: its server now serves the build in `root` at the same address. */
export async function serveRemoteBuild(remote: RemoteName, root?: string): Promise<void> {
  await stopService(RUNTIME_DIR, remote);
  await launchService(RUNTIME_DIR, remote, staticServiceSpec(remote, e2eConfig, RUNTIME_DIR, root));
  await waitUntilServing(remote);
}

async function waitUntilServing(remote: RemoteName): Promise<void> {
  await waitForHttp(`${e2eConfig.urls.remoteOrigins[remote]}/mf-manifest.json`, {
    runtimeDir: RUNTIME_DIR,
    name: remote,
    timeoutMs: 15_000,
  });
}
