import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/result-rows';
import { TABLES } from '../testing/test-app';

// Sign-ins touch these on every request; they say nothing about a tenant's data.
const VOLATILE = new Set(['sessions']);

/** One hash per table of every row's text: equal fingerprints mean nothing was written. */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  for (const table of TABLES) {
    const name = getTableName(table);
    if (VOLATILE.has(name)) continue;
    const result = await db.execute(
      sql.raw(
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${name}" t`,
      ),
    );
    fingerprint[name] = String(rowsOf<{ hash: string }>(result)[0]?.hash);
  }
  return fingerprint;
}
