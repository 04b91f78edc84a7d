import { buildWorker } from './app';
import { ConfigError, loadConfig } from './config/env';
import { runMigrations } from './db/migrate';
import { openDatabase } from './db/open-database';
import type { JobModule } from './jobs/job-types';

export interface WorkerOptions {
  /** Default: every module's (src/job-modules.ts). */
  jobModules?: readonly JobModule[];
  /** How long a claim holds before another worker may take the job over (default 5 min). */
  leaseMs?: number;
  pollIntervalMs?: number;
}

/**
 * A worker process: runs the job queue without HTTP, beside any number of API processes started
 * with RUN_JOBS=0 on the same PostgreSQL (ADR 020). SIGTERM stops claiming and lets the jobs in
 * hand finish; a worker killed outright leaves its jobs to the others once their lease expires.
 */
export async function startWorker(options: WorkerOptions = {}): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new ConfigError([
      'A worker process needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process, whose API runs the jobs itself',
    ]);
  const handle = await openDatabase(config);
  let closing = false;
  let app: Awaited<ReturnType<typeof buildWorker>> | undefined;

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'worker draining');
    try {
      await app?.close();
    } finally {
      await handle.close();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    // an API process may not have started yet on a fresh database (unless the deploy migrates)
    if (config.migrateOnStart) await runMigrations(handle, config.apiRoot);
    app = await buildWorker({
      config,
      db: handle.appDb,
      ...(options.jobModules ? { jobModules: options.jobModules } : {}),
    });
    app.jobs.start({
      ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
      ...(options.pollIntervalMs ? { pollIntervalMs: options.pollIntervalMs } : {}),
    });
    app.log.info({ database: handle.driver, bus: app.ctx.bus.transport }, 'worker started');
  } catch (error) {
    await app?.close().catch(() => undefined);
    await handle.close();
    throw error;
  }
}

/** What a process entry does when the start fails. */
export function exitOnStartFailure(error: unknown): never {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
