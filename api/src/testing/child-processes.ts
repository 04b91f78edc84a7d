import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/*
 * API and worker processes of the real entries, started from a test on the test's PostgreSQL
 * (ADR 020): the multi-process and crash tests, and the push benchmark. PostgreSQL only: PGlite
 * belongs to one process.
 */

// jest runs this as CommonJS; the benchmarks run it as ESM under tsx, from api/ (their scripts'
// working directory), where __dirname does not exist
const API_ROOT =
  typeof __dirname === 'string' ? path.resolve(__dirname, '..', '..') : process.cwd();
/** What a process said is kept up to this many characters (its tail): a bench runs for an hour. */
const OUTPUT_KEPT = 200_000;

export interface Proc {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts and watches the processes of one test file; `killAll` in its afterAll. */
export function childProcesses(databaseUrl: string) {
  const started: Proc[] = [];

  const launch = (name: string, script: string, env: Record<string, string>): Proc => {
    // one process per entry (tsx's CLI would put a parent in front): its pid is the one signalled
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: API_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATABASE_URL: databaseUrl,
        SEED_ON_EMPTY: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    const keep = (chunk: Buffer) => (text = (text + chunk.toString()).slice(-OUTPUT_KEPT));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    const proc = { name, child, output: () => text, exited };
    started.push(proc);
    return proc;
  };

  /** Polls `probe` until it answers; on timeout the error carries what the processes said. */
  const until = async <T>(
    what: string,
    probe: () => Promise<T | undefined>,
    timeoutMs = 120_000,
  ) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe().catch(() => undefined);
      if (value !== undefined) return value;
      if (Date.now() > deadline)
        throw new Error(
          `timed out waiting for ${what}; the processes said:\n${started
            .map((proc) => `--- ${proc.name}\n${proc.output().slice(-3000)}`)
            .join('\n')}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const killAll = async () => {
    for (const proc of started) if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
    await Promise.all(started.map((proc) => proc.exited));
  };

  return { launch, until, killAll };
}
