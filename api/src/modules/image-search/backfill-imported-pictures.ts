import { and, asc, eq, or, sql } from 'drizzle-orm';
import {
  OWN_SOURCE,
  SUPPLIER_ACCOUNT_SOURCES,
  isExtensionSource,
  type SupplierAccountSource,
} from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { sourcingImports } from '../../db/schema';
import { defineJob, type JobContext } from '../../jobs/job-types';
import { findExtensionProduct } from '../sourcing/extension-import';
import { signImportedPictures } from './imported-pictures';

/*
 * Imports made before pictures were signed at import time have no signatures, so image search
 * cannot find them. This job walks the imports that still lack them, a batch per job run, and
 * queues the next batch after the last import it handled: a stopped run resumes from the queue,
 * and a finished walk leaves nothing behind (new imports are signed as they are made).
 */

export interface ImportKey {
  workplaceId: string;
  source: string;
  sourceProductId: string;
}

export interface BackfillPayload {
  /** The walk this batch belongs to (its start time), so the dedupe keys of two walks differ. */
  run: string;
  /** The last import the previous batch handled (keyset order); none for the first batch. */
  after?: ImportKey;
  batch?: number;
}

export const BACKFILL_IMPORTED_PICTURES_JOB = defineJob<BackfillPayload>(
  'image-search.backfill-imported-pictures',
);
/** The run queued at start; the key keeps restarts from queuing it again while it is kept. */
export const BACKFILL_START_KEY = `${BACKFILL_IMPORTED_PICTURES_JOB.kind}:start`;
const BATCH = 20;

/** Where an import's pictures come from, when they are not the own catalogue's. */
export type PictureAddresses = (product: ImportKey) => Promise<readonly string[]>;

/**
 * Imports after `after` whose pictures are unsigned: own-catalogue products with any picture
 * still unsigned (the start-up indexer signs main pictures only), other sources with no picture
 * rows at all. Pictures that were tried and could not be read keep their row and are not retried.
 */
export async function importsLackingSignatures(
  db: Database,
  after: ImportKey | undefined,
  limit: number,
): Promise<ImportKey[]> {
  const i = sourcingImports;
  const ownProductId = sql`CASE WHEN ${i.source} = ${OWN_SOURCE}
    AND ${i.sourceProductId} ~ '^[0-9]{1,18}$' THEN ${i.sourceProductId}::bigint END`;
  return db
    .select({
      workplaceId: i.workplaceId,
      source: i.source,
      sourceProductId: i.sourceProductId,
    })
    .from(i)
    .where(
      and(
        after
          ? sql`(${i.workplaceId}, ${i.source}, ${i.sourceProductId}) >
                (${after.workplaceId}::uuid, ${after.source}, ${after.sourceProductId})`
          : undefined,
        or(
          and(
            eq(i.source, OWN_SOURCE),
            sql`EXISTS (SELECT 1 FROM sourcing_product_images p
                        WHERE p.product_id = ${ownProductId} AND p.phash IS NULL)`,
          ),
          and(
            sql`${i.source} <> ${OWN_SOURCE}`,
            sql`NOT EXISTS (SELECT 1 FROM sourcing_imported_images m
                            WHERE m.workplace_id = ${i.workplaceId} AND m.source = ${i.source}
                              AND m.source_product_id = ${i.sourceProductId})`,
          ),
        ),
      ),
    )
    .orderBy(asc(i.workplaceId), asc(i.source), asc(i.sourceProductId))
    .limit(limit);
}

/** The pictures the extension sent with an eBay, Amazon or Temu import. */
export async function extensionPictures(db: Database, product: ImportKey): Promise<string[]> {
  return (await findExtensionProduct(db, product))?.images ?? [];
}

export const isSupplierAccountSource = (source: string): source is SupplierAccountSource =>
  (SUPPLIER_ACCOUNT_SOURCES as readonly string[]).includes(source);

/**
 * Signs one batch of imports lacking signatures and returns the key of the last one handled
 * (undefined when the walk is over). An import that fails is logged and skipped, so one
 * unreadable product cannot stop the walk.
 */
export async function backfillBatch(
  ctx: Pick<JobContext, 'db' | 'log' | 'progress'>,
  supplierPictures: PictureAddresses,
  payload: BackfillPayload,
): Promise<{ last?: ImportKey; signed: number }> {
  const batch = payload.batch ?? BATCH;
  const pending = await importsLackingSignatures(ctx.db, payload.after, batch);
  let signed = 0;
  for (const [index, product] of pending.entries()) {
    try {
      const urls =
        product.source === OWN_SOURCE
          ? []
          : isExtensionSource(product.source)
            ? await extensionPictures(ctx.db, product)
            : await supplierPictures(product);
      signed += await signImportedPictures(ctx.db, ctx.log, { ...product, urls });
    } catch (error) {
      ctx.log.warn(
        { ...product, err: error instanceof Error ? error.message : String(error) },
        'image search backfill: an import could not be signed',
      );
    }
    await ctx.progress(index + 1, pending.length);
  }
  return { last: pending.length === batch ? pending.at(-1) : undefined, signed };
}

/** One job per batch of a walk, even when a batch runs twice (jobs are at-least-once). */
export const nextBatchKey = (run: string, after: ImportKey) =>
  `${BACKFILL_IMPORTED_PICTURES_JOB.kind}:${run}:${after.workplaceId}:${after.source}:${after.sourceProductId}`;
