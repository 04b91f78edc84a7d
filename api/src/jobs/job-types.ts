import type { FastifyBaseLogger } from 'fastify';
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

/** Handlers by job kind; modules register theirs when the app is built. */
export class JobHandlers {
  private readonly byKind = new Map<string, JobHandler>();

  register<P>(kind: string, handler: JobHandler<P>): void {
    if (this.byKind.has(kind))
      throw new Error(`A handler for job kind "${kind}" is already registered`);
    this.byKind.set(kind, handler as JobHandler);
  }

  get(kind: string): JobHandler | undefined {
    return this.byKind.get(kind);
  }

  kinds(): string[] {
    return [...this.byKind.keys()];
  }
}
