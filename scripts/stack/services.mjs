// Start, stop and restart the long-running parts of the app (api, static servers) as detached
// process groups whose launch spec and pid live in a runtime folder. A second process (an e2e test
// that takes one remote down, a redeploy) can then stop or restart exactly one of them.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, promises as fs, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function specFile(runtimeDir, name) {
  return path.join(runtimeDir, 'services', `${name}.json`);
}

// Written aside then renamed: the start script's watchdog reads these files while services stop,
// and a file caught half-written would crash it and orphan the rest of the stack.
async function writeSpec(runtimeDir, name, spec) {
  const file = specFile(runtimeDir, name);
  await fs.writeFile(`${file}.tmp`, JSON.stringify(spec));
  await fs.rename(`${file}.tmp`, file);
}

export function logFile(runtimeDir, name) {
  return path.join(runtimeDir, 'logs', `${name}.log`);
}

/** The end of a service's log, for error messages (CI shows no files, only output). */
function logTail(runtimeDir, name, lines = 30) {
  const file = logFile(runtimeDir, name);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return ` — no log at ${file}`;
  }
  const tail = text.trimEnd().split('\n').slice(-lines).join('\n');
  return ` — last lines of ${file}:\n${tail}`;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * What of a service's output belongs on the console: JSON log lines (pino) only from warn up, as
 * their message; anything else as it is. The full output is in the log file either way.
 */
function consoleLine(line) {
  if (!line.trim()) return null;
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line);
    if (typeof entry.level !== 'number' || entry.level < 40) return null;
    const error = entry.err?.message ? ` — ${entry.err.message}` : '';
    return `${entry.level >= 50 ? 'ERROR' : 'WARN'} ${entry.msg ?? ''}${error}`;
  } catch {
    return line;
  }
}

/**
 * @typedef {{ command: string, args: string[], cwd: string, env?: Record<string, string>,
 *             port?: number, echo?: boolean }} ServiceSpec
 */

/**
 * Starts a service in its own process group, its output appended to logs/<name>.log.
 * @param {string} runtimeDir
 * @param {string} name
 * @param {ServiceSpec} spec
 */
export async function launchService(runtimeDir, name, spec) {
  await fs.mkdir(path.join(runtimeDir, 'services'), { recursive: true });
  await fs.mkdir(path.join(runtimeDir, 'logs'), { recursive: true });
  if (spec.port !== undefined && (await isPortOpen(spec.port))) {
    throw new Error(
      `${name}: port ${spec.port} is already in use — stop whatever listens there or pick ` +
        'another port through the environment (see README "Ports").',
    );
  }
  const log = createWriteStream(logFile(runtimeDir, name), { flags: 'a' });
  await new Promise((resolve) => log.once('open', resolve));
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      log.write(chunk);
      if (spec.echo) {
        for (const line of chunk.toString().split('\n')) {
          const shown = consoleLine(line);
          if (shown) process.stdout.write(`[${name}] ${shown}\n`);
        }
      }
    });
  }
  child.on('exit', () => log.end());
  // The parent must not wait for the children when it exits on its own terms.
  child.unref();
  child.stdout.unref?.();
  child.stderr.unref?.();
  if (!child.pid) throw new Error(`${name}: could not start ${spec.command}`);
  await writeSpec(runtimeDir, name, { ...spec, pid: child.pid });
  return child;
}

export function readService(runtimeDir, name) {
  const file = specFile(runtimeDir, name);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // Left truncated by a run that died while writing it: nothing in it can be trusted.
    return null;
  }
}

/** Whether `pid` still runs the command of the spec (checked through /proc where there is one). */
function isSameProcess(pid, spec) {
  if (!isAlive(pid)) return false;
  let cmdline;
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return true; // no /proc: trust the pid
  }
  // The stand-ins run as `/bin/sh -c "exec tsx …"`, which becomes tsx; the api and a static
  // server are node + options + script: the script is what tells them apart.
  const marker =
    spec.command === '/bin/sh'
      ? String(spec.args.at(-1))
          .replace(/^exec /, '')
          .split(' ')[0]
      : (spec.args.find((arg) => !arg.startsWith('-')) ?? spec.command);
  return cmdline.some((part) => part.includes(marker));
}

/**
 * Whether any process of the group is still running. Zombies do not count: a child whose parent
 * died may wait a while to be reaped, but it holds no port and no file.
 */
function groupAlive(pgid) {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // pid (comm) state ppid pgrp …; comm may contain spaces, so split after the last ')'.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z') return true;
  }
  return false;
}

/**
 * Stops one service: SIGTERM to its leader only, which passes it on once (a second signal could
 * cut the api's database close short), then waits for the whole group; SIGKILL after the timeout.
 * @param {string} runtimeDir @param {string} name @param {{ timeoutMs?: number }} [options]
 */
export async function stopService(runtimeDir, name, { timeoutMs = 15_000 } = {}) {
  const service = readService(runtimeDir, name);
  if (!service?.pid) return;
  const { pid } = service;
  if (!isSameProcess(pid, service)) {
    // A run that was killed outright left its spec behind, and the pid now belongs to
    // something else (or nothing): never signal it.
    await writeSpec(runtimeDir, name, { ...service, pid: null });
    return;
  }
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // The leader is gone already; whatever is left of its group is dealt with below.
  }
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
  await writeSpec(runtimeDir, name, { ...service, pid: null });
  if (service.port !== undefined) await waitForPortClosed(service.port, 10_000);
}

/** Starts a stopped service again with exactly the spec it was first launched with. */
export async function restartService(runtimeDir, name) {
  const service = readService(runtimeDir, name);
  if (!service) throw new Error(`${name} was never launched in ${runtimeDir}`);
  const { pid: _pid, ...spec } = service;
  await launchService(runtimeDir, name, spec);
}

export async function stopAllServices(runtimeDir, order) {
  const dir = path.join(runtimeDir, 'services');
  if (!existsSync(dir)) return;
  const names = (await fs.readdir(dir))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''));
  const sorted = order
    ? [...order.filter((n) => names.includes(n)), ...names.filter((n) => !order.includes(n))]
    : names;
  for (const name of sorted) await stopService(runtimeDir, name);
}

export function isPortOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitForPortClosed(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (await isPortOpen(port)) {
    if (Date.now() > deadline) throw new Error(`port ${port} still open after ${timeoutMs} ms`);
    await sleep(100);
  }
}

/**
 * Polls a URL until it answers with a status below 500. `name` and `runtimeDir` let the error
 * point at the service's log, and a service that dies while we wait fails at once.
 * @param {string} url
 * @param {{ timeoutMs?: number, runtimeDir?: string, name?: string }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 120_000, runtimeDir, name } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    const service = runtimeDir && name ? readService(runtimeDir, name) : null;
    if (service?.pid && !isAlive(service.pid)) {
      throw new Error(`${name} exited before answering ${url}${logTail(runtimeDir, name)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.status < 500) return response;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error.cause?.code ?? error.message;
    }
    await sleep(300);
  }
  const where = runtimeDir && name ? logTail(runtimeDir, name) : '';
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${lastError})${where}`);
}
