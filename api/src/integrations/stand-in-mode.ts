import { randomBytes } from 'node:crypto';

type Env = Record<string, string | undefined>;

/**
 * Whether the local stand-in of a service is on: the start and e2e scripts (and the API tests)
 * say where it listens with SANDBOX_<NAME>_URL or SANDBOX_<NAME>_PORT. Never in production.
 */
export function standInEnabled(env: Env, name: string): boolean {
  if (env.NODE_ENV === 'production') return false;
  return Boolean(env[`SANDBOX_${name}_URL`]?.trim() || env[`SANDBOX_${name}_PORT`]?.trim());
}

// One per process: what signs nothing an outsider could have signed.
const unknowable = randomBytes(32).toString('hex');

/**
 * A stand-in's published secret (it is in the repository, so it proves nothing) while that
 * stand-in is on; otherwise a random secret of this process, so a session token or webhook
 * signed with the published one is refused like any forgery.
 */
export function standInSecret(env: Env, name: string, published: string): string {
  return standInEnabled(env, name) ? published : unknowable;
}
