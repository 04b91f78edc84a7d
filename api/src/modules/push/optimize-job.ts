import { and, eq, inArray } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import {
  AI_WRITING_LANGUAGES,
  AI_WRITING_STYLES,
  AI_WRITING_TONES,
  rewriteToHtml,
  rewriteToTitle,
  type AiWritingField,
} from '@omni/shared/contracts/catalogue';
import { BodyStatus } from '@omni/shared/errors';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { pushEntries } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { defineJob, PermanentJobError, type JobContext } from '../../jobs/job-types';
import { asAppError, createAiWritingService } from '../ai-writing/service';
import { sanitizeDescription } from '../catalogue/description-html';
import { findImport, updateImportAtVersion } from '../catalogue/product/repository';
import { PUSH_JOB, pushDedupeKey, type PushJobPayload } from './push-job';
import { entryViews } from './push-repository';

export const OptimizeJobPayloadSchema = Type.Object({
  workplaceId: Type.String({ format: 'uuid' }),
  importId: Type.String({ format: 'uuid' }),
  /** The push entries that wait for this product's content (one per target store). */
  entryIds: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1 }),
  style: Type.Enum([...AI_WRITING_STYLES]),
  tone: Type.Enum([...AI_WRITING_TONES]),
  language: Type.Enum([...AI_WRITING_LANGUAGES]),
});
export type OptimizeJobPayload = Static<typeof OptimizeJobPayloadSchema>;

/**
 * Smart Push's content optimisation of one import before its push (001 §3): the title and the
 * description rewritten by AI writing in the chosen style, tone and language, then the push jobs of
 * its entries queued.
 */
export const OPTIMIZE_JOB = defineJob<OptimizeJobPayload>('push.optimize');

/** One optimisation per push request and product: its first entry names it. */
export const optimizeDedupeKey = (firstEntryId: string) => `push-optimize:${firstEntryId}`;

/** Tries before the push goes ahead unoptimised (each waits longer; an outage should not stall it). */
export const OPTIMIZE_MAX_ATTEMPTS = 3;

type Outcome = 'done' | 'skipped';

/**
 * The job: each field is one AI writing generation on the workplace's AI_PRODUCT_WRITING quota
 * (ADR 010), given back when it fails. What is written replaces the import's title and description
 * only if nobody saved the product meanwhile (its version); otherwise, with no quota left, or the
 * writing still down at the last try, the push goes ahead with the content as it is ('skipped').
 * Either way the entries' push jobs are queued in the transaction that records the outcome, so a
 * crash cannot leave them waiting.
 */
export function registerOptimizeJob(app: FastifyInstance): void {
  const { db } = app.ctx;
  const writer = createAiWritingService(app.ctx, app.log);

  const write = async (payload: OptimizeJobPayload, field: AiWritingField): Promise<string> => {
    const { workplaceId, importId, style, tone, language } = payload;
    const generation = await writer.start(
      workplaceId,
      importId,
      { field, style, tone, language },
      new AbortController().signal,
    );
    let text = '';
    try {
      for await (const piece of generation.pieces) text += piece;
    } catch (error) {
      await generation.release();
      throw asAppError(error, app.log);
    }
    return text;
  };

  const rewrite = async (payload: OptimizeJobPayload, ctx: JobContext): Promise<Outcome> => {
    const item = await findImport(db, payload.workplaceId, payload.importId);
    if (!item) return 'skipped'; // deleted since: its push finds nothing either
    let title: string;
    let description: string;
    try {
      title = rewriteToTitle(await write(payload, 'title'));
      description = rewriteToHtml(await write(payload, 'description'));
    } catch (error) {
      const unavailable =
        error instanceof AppError && error.bodyStatus === BodyStatus.UNPROCESSABLE_ENTITY;
      if (unavailable && ctx.job.attempts < ctx.job.maxAttempts) throw error;
      ctx.log.warn({ err: error, importId: payload.importId }, 'Smart Push optimisation skipped');
      return 'skipped';
    }
    if (!title) return 'skipped';
    const saved = await updateImportAtVersion(db, payload.workplaceId, item.id, item.version, {
      title,
      descriptionHtml: sanitizeDescription(description),
      updatedAt: ctx.now(),
    });
    return saved ? 'done' : 'skipped';
  };

  app.jobs.register(OPTIMIZE_JOB, async (raw: unknown, ctx: JobContext) => {
    if (!Value.Check(OptimizeJobPayloadSchema, raw))
      throw new PermanentJobError('bad optimise payload');
    const payload = raw;
    const pending = await db
      .select({ id: pushEntries.id })
      .from(pushEntries)
      .where(
        and(
          inArray(pushEntries.id, payload.entryIds),
          eq(pushEntries.workplaceId, payload.workplaceId),
          eq(pushEntries.optimization, 'pending'),
        ),
      );
    // a retry after the outcome was recorded only makes sure the pushes are queued
    const outcome: Outcome | null = pending.length > 0 ? await rewrite(payload, ctx) : null;
    const item =
      outcome === 'done' ? await findImport(db, payload.workplaceId, payload.importId) : null;
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      if (outcome)
        await tx
          .update(pushEntries)
          .set({
            optimization: outcome,
            ...(item ? { title: item.title } : {}),
            updatedAt: ctx.now(),
          })
          .where(
            and(inArray(pushEntries.id, payload.entryIds), eq(pushEntries.optimization, 'pending')),
          );
      for (const entryId of payload.entryIds)
        await app.jobs.enqueue(
          {
            job: PUSH_JOB,
            payload: { entryId } satisfies PushJobPayload,
            dedupeKey: pushDedupeKey(entryId),
            workplaceId: payload.workplaceId,
          },
          tx,
        );
    });
    if (outcome)
      for (const view of await entryViews(db, payload.workplaceId, payload.entryIds))
        app.realtime.publish(payload.workplaceId, 'push-entry', view);
  });
}
