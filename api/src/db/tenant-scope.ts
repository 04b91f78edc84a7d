import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * Whose rows the API's statements may see (row-level security, ADR 025). A request starts in the
 * system scope (sessions, memberships, webhooks, account routes) and a route declared with
 * `workplace: true` narrows it to the checked workplace before its handler runs; a job runs in
 * its workplace's scope. Code that must read across workplaces inside a workplace's request says
 * so with `inSystemScope`. Outside any scope, the role sees no tenant row at all.
 */
export interface TenantScope {
  workplaceId: string | null;
  system: boolean;
}

const storage = new AsyncLocalStorage<TenantScope>();

export function currentTenantScope(): TenantScope | undefined {
  return storage.getStore();
}

/** Runs `fn` (and what it starts) in `scope`; the object may be narrowed later (requests). */
export function runInTenantScope<T>(scope: TenantScope, fn: () => T): T {
  return storage.run(scope, fn);
}

/** Every workplace's rows: an explicit, narrow cross-workplace step (ADR 025 lists them). */
export function inSystemScope<T>(fn: () => T): T {
  return storage.run({ workplaceId: null, system: true }, fn);
}

/** Only `workplaceId`'s rows. */
export function inWorkplaceScope<T>(workplaceId: string, fn: () => T): T {
  return storage.run({ workplaceId, system: false }, fn);
}

/** The scope a pooled connection was last given, so an unchanged one costs no round trip. */
const applied = new WeakMap<pg.PoolClient, string>();

const SET_SCOPE =
  "SELECT set_config('app.workplace_id', $1, false), set_config('app.system', $2, false)";

async function applyScope(client: pg.PoolClient): Promise<void> {
  const scope = storage.getStore();
  const workplaceId = scope && !scope.system ? (scope.workplaceId ?? '') : '';
  const system = scope?.system ? 'on' : '';
  const key = `${system}|${workplaceId}`;
  if (applied.get(client) === key) return;
  applied.delete(client);
  await client.query(SET_SCOPE, [workplaceId, system]);
  applied.set(client, key);
}

/**
 * Makes every statement of `pool` run in the tenant scope current when it is sent. The scope is
 * a session setting, given to a connection when it is checked out and differs from the one it
 * holds; it is set outside any transaction (drizzle checks a connection out, then sends BEGIN),
 * so a rollback cannot undo it behind the cache. A transaction keeps the scope it was opened in.
 */
export function scopeTenantPool(pool: pg.Pool): pg.Pool {
  const checkOut = pool.connect.bind(pool);
  const connect = async (): Promise<pg.PoolClient> => {
    const client = await checkOut();
    try {
      await applyScope(client);
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    return client;
  };
  const query = async (...args: unknown[]) => {
    const client = await connect();
    try {
      return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
    } finally {
      client.release();
    }
  };
  // drizzle needs the pg.Pool itself (it checks instanceof to open transactions)
  Object.assign(pool, { connect, query });
  return pool;
}
