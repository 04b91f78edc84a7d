import { fork } from 'node:child_process';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../db/seed/demo-merchant';
import type { LoadRequest, LoadResult } from './load-generator';

/** The demo merchant signed in over HTTP: headers for its first workplace. */
export async function demoSession(
  base: string,
): Promise<{ workplaceId: string; headers: Record<string, string> }> {
  const login = (await (
    await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    })
  ).json()) as { data: { token: string } | null };
  if (!login.data) throw new Error('demo login failed');
  const authorization = `Bearer ${login.data.token}`;
  const account = (await (
    await fetch(`${base}/auth/account`, { headers: { authorization } })
  ).json()) as { data: { workplaces: Array<{ id: string }> } };
  const workplaceId = account.data.workplaces[0]!.id;
  return { workplaceId, headers: { authorization, 'workplace-id': workplaceId } };
}

/** The q-quantile (0.99 for p99) of ascending figures. */
export function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

/**
 * The load generator in a process of its own, as a browser would be: `run` sends one phase and
 * resolves with its figures; `close` lets the child exit.
 */
export function loadClient() {
  const child = fork(new URL('./load-generator.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
  });
  const run = (request: LoadRequest) =>
    new Promise<LoadResult>((resolve, reject) => {
      child.once('message', (message) => resolve(message as LoadResult));
      child.once('exit', (code) => reject(new Error(`load generator exited (${code})`)));
      child.send(request);
    }).finally(() => child.removeAllListeners('exit'));
  return { run, close: () => child.disconnect() };
}
