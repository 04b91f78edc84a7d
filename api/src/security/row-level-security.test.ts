import type { PGlite, Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { APP_ROLE, appRoleUrl } from '../db/app-role';
import { workplaces } from '../db/schema';
import { inSystemScope, inWorkplaceScope } from '../db/tenant-scope';
import { rowsOf } from '../db/result-rows';
import { signUp } from '../testing/accounts';
import { demoMerchant } from '../testing/demo';
import { call, useTestApp } from '../testing/test-app';

/** Set by database-environment.cjs: the worker's migrated database. */
declare const __OMNI_TEST_DATABASE__: { pglite?: PGlite; postgresUrl?: string };

/**
 * Issue 13 §4 (ADR 025): every workplace-scoped table has row-level security forced, keyed by the
 * scope a connection sets (app.workplace_id, or app.system = 'on'). The tables are found in the
 * database, so a new table with a workplace_id column is covered (or fails here) without change.
 */
const t = useTestApp();

/** Tables with a workplace_id column that are deliberately not under the policy, and why. */
const NOT_SCOPED: Record<string, string> = {
  jobs: 'queue bookkeeping read only by the worker; each job runs in its own workplace scope',
  subscriptions: "the owner's plan, kept when a workplace is deleted (workplace_id may be null)",
};

/**
 * Tables without a workplace_id whose rows belong to a workplace through a parent row (migration
 * 0039): each is scoped through that parent, which is itself under the policy.
 */
const PARENT_KEYED: Record<string, { column: string; parent: string }> = {
  order_addresses: { column: 'order_id', parent: 'orders' },
  store_variant_links: { column: 'store_id', parent: 'stores' },
  wallet_entries: { column: 'wallet_id', parent: 'wallets' },
  wallet_declines: { column: 'wallet_id', parent: 'wallets' },
};

interface TenantTable {
  name: string;
  /** SQL that is true for the rows of the workplace given as $1. */
  ownedBy: string;
}

async function tenantTables(): Promise<TenantTable[]> {
  const rows = rowsOf<{ table_name: string }>(
    await t.db.execute(sql`
      SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'workplace_id'
      ORDER BY table_name`),
  );
  const scoped = rows
    .map((r) => r.table_name)
    .filter((name) => !(name in NOT_SCOPED))
    .map((name) => ({ name, ownedBy: '"workplace_id" = $1' }));
  const children = Object.entries(PARENT_KEYED).map(([name, { column, parent }]) => ({
    name,
    ownedBy: `"${column}" IN (SELECT id FROM "${parent}" WHERE workplace_id = $1)`,
  }));
  return [{ name: 'workplaces', ownedBy: '"id" = $1' }, ...scoped, ...children];
}

/**
 * Tables without a workplace_id that reference a workplace-scoped table: a new one fails the
 * first test until it is scoped through its parent (PARENT_KEYED) or said to be out of scope.
 */
async function childrenOfTenantTables(): Promise<string[]> {
  const rows = rowsOf<{ child: string }>(
    await t.db.execute(sql`
      SELECT DISTINCT k.conrelid::regclass::text AS child
      FROM pg_constraint k
      WHERE k.contype = 'f'
        AND k.confrelid::regclass::text IN (
          SELECT table_name FROM information_schema.columns
          WHERE table_schema = 'public' AND column_name = 'workplace_id')
        AND NOT EXISTS (
          SELECT 1 FROM information_schema.columns c
          WHERE c.table_schema = 'public' AND c.table_name = k.conrelid::regclass::text
            AND c.column_name = 'workplace_id')
      ORDER BY 1`),
  );
  return rows.map((r) => r.child);
}

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * Runs `fn` connected as the API's role, with the workplace scope set for the transaction, or
 * nothing set. PostgreSQL: a connection of its own as omni_app. PGlite (one superuser session):
 * SET LOCAL ROLE omni_app in a transaction, which subjects the session to the same policies.
 */
async function asAppRole<T>(workplaceId: string | null, fn: (query: Query) => Promise<T>) {
  const shared = __OMNI_TEST_DATABASE__;
  const scope = (query: Query) =>
    workplaceId
      ? query(`SELECT set_config('app.workplace_id', $1, true)`, [workplaceId])
      : Promise.resolve([]);
  if (shared.postgresUrl) {
    const client = new pg.Client({ connectionString: appRoleUrl(shared.postgresUrl) });
    await client.connect();
    const query: Query = async (text, params) => (await client.query(text, params)).rows;
    try {
      await query('BEGIN');
      await scope(query);
      const result = await fn(query);
      await query('COMMIT');
      return result;
    } finally {
      await client.end();
    }
  }
  return shared.pglite!.transaction(async (tx: Transaction) => {
    await tx.exec(`SET LOCAL ROLE ${APP_ROLE}`);
    const query: Query = async (text, params) => (await tx.query(text, params)).rows as never;
    await scope(query);
    return fn(query);
  });
}

async function countRows(query: Query, tables: TenantTable[], workplaceId: string) {
  const counts = new Map<string, { all: number; own: number }>();
  for (const table of tables) {
    const [row] = await query(
      `SELECT count(*)::int AS "all", count(*) FILTER (WHERE ${table.ownedBy})::int AS own FROM "${table.name}"`,
      [workplaceId],
    );
    counts.set(table.name, { all: Number(row!.all), own: Number(row!.own) });
  }
  return counts;
}

describe('row-level security (issue 13 §4)', () => {
  it('forces a workplace policy on every workplace-scoped table', async () => {
    const tables = await tenantTables();
    const rows = rowsOf<{ relname: string; rls: boolean; forced: boolean; policies: number }>(
      await t.db.execute(sql`
        SELECT c.relname, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
               (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid) AS policies
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r'`),
    );
    const byName = new Map(rows.map((r) => [r.relname, r]));
    const missing = tables
      .filter(({ name }) => {
        const row = byName.get(name);
        return !row?.rls || !row.forced || Number(row.policies) < 1;
      })
      .map(({ name }) => name);
    // A new table with workplace_id: add its policy in a migration (see 0036_row_level_security)
    expect(missing).toEqual([]);
    // A new table keyed by a tenant row: scope it through its parent (see 0039)
    expect(await childrenOfTenantTables()).toEqual(Object.keys(PARENT_KEYED).sort());
    console.log(
      `RLS: ${tables.length} workplace-scoped tables (${Object.keys(PARENT_KEYED).length} through a parent row), ` +
        `all with RLS enabled + forced and a policy; ` +
        `not scoped: ${Object.keys(NOT_SCOPED).join(', ')}`,
    );
  });

  it(`${APP_ROLE} is not a superuser, cannot bypass RLS and owns nothing`, async () => {
    const [role] = rowsOf<{ super: boolean; bypass: boolean; owned: number }>(
      await t.db.execute(sql`
        SELECT r.rolsuper AS super, r.rolbypassrls AS bypass,
               (SELECT count(*)::int FROM pg_class c WHERE c.relowner = r.oid) AS owned
        FROM pg_roles r WHERE r.rolname = ${APP_ROLE}`),
    );
    expect(role).toEqual({ super: false, bypass: false, owned: 0 });
  });

  it('without a workplace the role sees 0 rows in every tenant table; with A only A', async () => {
    const owner = await demoMerchant(t.app, t.db);
    const stranger = await signUp(t.app, 'rls-stranger@example.test');
    const A = owner.demoWorkplaceId;
    const tables = await tenantTables();
    const asOwner = await countRows(
      async (text, params) => rowsOf(await t.db.execute(sql.raw(bind(text, params)))),
      tables,
      A,
    );
    const unscoped = await asAppRole(null, (query) => countRows(query, tables, A));
    const scopedToA = await asAppRole(A, (query) => countRows(query, tables, A));

    const seen = [...unscoped].filter(([, c]) => c.all > 0).map(([name]) => name);
    expect(seen).toEqual([]);
    const wrong = [...scopedToA]
      .filter(([name, c]) => c.all !== c.own || c.own !== asOwner.get(name)!.own)
      .map(([name, c]) => `${name}: ${c.all} seen, ${asOwner.get(name)!.own} of A`);
    expect(wrong).toEqual([]);

    const total = (counts: typeof asOwner, key: 'all' | 'own') =>
      [...counts.values()].reduce((sum, c) => sum + c[key], 0);
    const filled = [...asOwner.values()].filter((c) => c.all > c.own && c.own > 0).length;
    expect(total(asOwner, 'all')).toBeGreaterThan(total(asOwner, 'own'));
    expect(stranger.workplaceId).not.toBe(A);
    console.log(
      `RLS: ${tables.length} tenant tables, ${total(asOwner, 'all')} rows as owner ` +
        `(${filled} tables with rows of A and of others); as ${APP_ROLE} without a workplace ` +
        `${total(unscoped, 'all')} rows; with workplace A ${total(scopedToA, 'all')} rows, ` +
        `all A's (${total(asOwner, 'own')} of A)`,
    );
  });

  it("the API's own handle: a query without its workplace filter returns only the scope's rows", async () => {
    const owner = await demoMerchant(t.app, t.db);
    await signUp(t.app, 'rls-api@example.test');
    const all = await t.db.select({ id: workplaces.id }).from(workplaces);
    // (awaited inside: a drizzle query runs when awaited, in the scope current then)
    const unfiltered = async () =>
      await t.app.ctx.db.select({ id: workplaces.id }).from(workplaces);
    const seen = {
      none: (await unfiltered()).length,
      workplace: (await inWorkplaceScope(owner.demoWorkplaceId, unfiltered)).map((w) => w.id),
      system: (await inSystemScope(unfiltered)).length,
    };
    if (__OMNI_TEST_DATABASE__.postgresUrl) {
      expect(seen).toEqual({ none: 0, workplace: [owner.demoWorkplaceId], system: all.length });
    } else {
      // PGlite: one superuser session, which row-level security does not apply to (ADR 025)
      expect(seen).toEqual({
        none: all.length,
        workplace: all.map((w) => w.id),
        system: all.length,
      });
    }
    console.log(
      `RLS, the API's handle (${__OMNI_TEST_DATABASE__.postgresUrl ? 'PostgreSQL' : 'PGlite'}): ` +
        `SELECT of every workplace (${all.length}) → ${seen.none} outside a scope, ` +
        `${seen.workplace.length} in workplace A's, ${seen.system} in the system scope`,
    );
  });

  it('a request to a workplace route runs its statements in that workplace, others in the system scope', async () => {
    if (!__OMNI_TEST_DATABASE__.postgresUrl) return; // PGlite: the API's session is not scoped
    const owner = await demoMerchant(t.app, t.db);
    const scopes: unknown[][] = [];
    const query = pg.Client.prototype.query;
    const spied = jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      if (typeof args[0] === 'string' && args[0].includes("set_config('app.workplace_id'"))
        scopes.push(args[1] as unknown[]);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    try {
      const answer = await call(t.app, 'GET', '/api/stores/list-store', {
        token: owner.token,
        workplaceId: owner.secondWorkplaceId,
      });
      expect(answer.http).toBe(200);
    } finally {
      spied.mockRestore();
    }
    // the session and membership lookups in the system scope, then the handler in B's
    expect(scopes).toContainEqual([owner.secondWorkplaceId, '']);
    expect(scopes.every(([w, system]) => (w === '') !== (system === ''))).toBe(true);
    console.log(
      `RLS: GET stores/list-store set the scope ${scopes.length} time(s): ${JSON.stringify(scopes)}`,
    );
  });

  it("refuses to write a row into another workplace than the scope's", async () => {
    const owner = await demoMerchant(t.app, t.db);
    const stranger = await signUp(t.app, 'rls-writer@example.test');
    const insert = (query: Query) =>
      query(
        `INSERT INTO notifications (workplace_id, type, title_key) VALUES ($1, 'system', 'x')`,
        [stranger.workplaceId],
      );
    await expect(asAppRole(owner.demoWorkplaceId, insert)).rejects.toThrow(/row-level security/);
    await expect(asAppRole(null, insert)).rejects.toThrow(/row-level security/);
    await asAppRole(stranger.workplaceId, insert);
  });
});

/** Inlines $n parameters (uuids only, from the test itself) for the owner's drizzle handle. */
function bind(text: string, params: unknown[] = []): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = String(params[Number(n) - 1]);
    if (!/^[0-9a-f-]{36}$/i.test(value)) throw new Error(`not a uuid: ${value}`);
    return `'${value}'`;
  });
}
