import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { JobRow } from '../db/schema';

/** What a handler gets besides its payload. */
export interface JobContext {
  job: Pick<JobRow, 'id' | 'kind' | 'attempts' | 'maxAttempts' | 'workplaceId' | 'dedupeKey'>;
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  /**
   * Reports progress (published as `job-progress` to the job's workplace) and renews the lease,
   * so a long job is not taken over by another worker while it is still making progress.
   */
  progress(done: number, total: number): Promise<void>;
}

/**
 * Runs one job. It may run more than once (at-least-once delivery): handlers must be idempotent.
 * Throwing retries later with backoff; throwing a PermanentJobError gives up at once.
 */
export type JobHandler<P = unknown> = (payload: P, ctx: JobContext) => Promise<void>;

/** A failure that no retry can fix (payload refers to a store that is gone, bad data). */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/**
 * A job kind and the type of its payload, defined once beside its handler: `register` and
 * `enqueue` both take it, so what is queued and what the handler reads cannot drift apart.
 * The payload type exists only for the compiler (`payload` is never set).
 */
export interface JobDefinition<P> {
  readonly kind: string;
  readonly payload?: P;
}

export const defineJob = <P>(kind: string): JobDefinition<P> => ({ kind });

/**
 * Registers a module's job handlers (`app.jobs.register(...)`) on an app with `ctx`, `jobs`,
 * `realtime` and `log` — an API process or a worker process alike, never from a route plugin.
 * Every module's is listed once in src/job-modules.ts (ADR 020).
 */
export type JobModule = (app: FastifyInstance) => void;

/** Handlers by job kind; job modules register theirs when the app or worker is built. */
export class JobHandlers {
  private readonly byKind = new Map<string, JobHandler>();

  register<P>(job: JobDefinition<P>, handler: JobHandler<P>): void {
    if (this.byKind.has(job.kind))
      throw new Error(`A handler for job kind "${job.kind}" is already registered`);
    this.byKind.set(job.kind, handler as JobHandler);
  }

  get(kind: string): JobHandler | undefined {
    return this.byKind.get(kind);
  }

  kinds(): string[] {
    return [...this.byKind.keys()];
  }
}
