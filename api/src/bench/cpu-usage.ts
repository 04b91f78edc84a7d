import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/result-rows';

/*
 * CPU time a benchmark phase costs, which a loaded machine changes far less than latency: this
 * process (the API; the HTTP load generator runs in a child process and counts its own) and the
 * PostgreSQL backends of the benchmark database, read from /proc (the server must run on this
 * machine).
 */

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function processCpuMs(pid: number): number | null {
  try {
    // Fields after the command name (which may hold spaces) start at "state": utime is the 12th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export interface CpuSnapshot {
  apiMs: number;
  backends: Map<number, number>;
}

export async function cpuSnapshot(db: Database): Promise<CpuSnapshot> {
  const result = await db.execute(
    sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`,
  );
  const backends = new Map<number, number>();
  for (const { pid } of rowsOf<{ pid: number }>(result)) {
    const ms = processCpuMs(Number(pid));
    if (ms !== null) backends.set(Number(pid), ms);
  }
  const usage = process.cpuUsage();
  return { apiMs: (usage.user + usage.system) / 1000, backends };
}

/** CPU ms spent between two snapshots (backends opened in between count from zero). */
export function cpuSpent(before: CpuSnapshot, after: CpuSnapshot): { apiMs: number; dbMs: number } {
  let dbMs = 0;
  for (const [pid, ms] of after.backends) dbMs += ms - (before.backends.get(pid) ?? 0);
  return { apiMs: after.apiMs - before.apiMs, dbMs };
}
