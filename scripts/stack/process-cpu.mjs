// CPU time of a process and its descendants, read from /proc (Linux), and a wait for a process
// tree to go quiet. The bench uses it so that Lighthouse does not time pages while the API is
// still seeding the demo catalogue and signing its pictures (3-4 minutes of CPU after the first
// start on a fresh database), which halved the mobile scores it printed.
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux Node.js runs on

/** { pid, ppid, cpuSeconds } of a /proc/<pid>/stat line, or null when the process is gone. */
function readStat(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // the command name (field 2) is in parentheses and may itself contain spaces or parentheses
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // after the name: state(3) ppid(4) … utime(14) stime(15), i.e. indexes 1, 11 and 12 here
  return {
    pid,
    ppid: Number(fields[1]),
    cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
  };
}

/** CPU seconds used so far by `pid` and every process below it (0 when it is gone). */
export function cpuSecondsOfTree(pid) {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter(Boolean);
  const children = new Map();
  for (const stat of stats) {
    if (!children.has(stat.ppid)) children.set(stat.ppid, []);
    children.get(stat.ppid).push(stat);
  }
  let total = 0;
  const pending = stats.filter((stat) => stat.pid === pid);
  while (pending.length > 0) {
    const stat = pending.pop();
    total += stat.cpuSeconds;
    pending.push(...(children.get(stat.pid) ?? []));
  }
  return total;
}

/**
 * Resolves once `pid`'s process tree has used less than `share` of one core over a whole
 * `windowMs`; resolves `{ quiet: false }` instead after `timeoutMs`. Returns the time waited.
 * Not for platforms without /proc: there it resolves at once with `{ quiet: null }`.
 */
export async function waitUntilQuiet(
  pid,
  { share = 0.1, windowMs = 5000, timeoutMs = 600_000, onWaiting = () => undefined } = {},
) {
  const started = Date.now();
  if (os.platform() !== 'linux') return { quiet: null, waitedMs: 0 };
  let before = cpuSecondsOfTree(pid);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = cpuSecondsOfTree(pid);
    const used = (after - before) / (windowMs / 1000);
    if (used < share) return { quiet: true, waitedMs: Date.now() - started };
    if (Date.now() - started > timeoutMs) return { quiet: false, waitedMs: Date.now() - started };
    onWaiting(used);
    before = after;
  }
}
