import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isExtensionSource, SOURCING_SOURCES, type SourcingSource } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { importListItems } from '../../db/schema';
import { defineJob, type JobContext, type JobModule } from '../../jobs/job-types';
import type { SourceFor } from '../sourcing/external-sources';
import { findExtensionProduct } from '../sourcing/extension-import';
import { extensionDocument } from '../sourcing/import-documents';
import { importableById } from '../sourcing/import-service';
import { supplierSources } from '../supplier-accounts/supplier-sources';
import { pricingContext } from './pricing/repository';
import { pricedColumns } from './product-columns';
import type { ProductDocument } from './product-document';

/*
 * Imports made before the import list kept the product (migration 0024) have a title and a source
 * only. This job reads each such product again from where it came from — the own catalogue, the
 * workplace's AliExpress / CJ account, the payload the extension sent — and fills the row, a batch
 * per run, keyset by id. A product that cannot be read (gone, account unlinked) is skipped and
 * stays as it was; the editor then shows it has no variants.
 */

interface BackfillPayload {
  run: string;
  after?: string;
}

export const BACKFILL_IMPORT_PRODUCTS_JOB = defineJob<BackfillPayload>(
  'catalogue.backfill-import-products',
);
const START_KEY = `${BACKFILL_IMPORT_PRODUCTS_JOB.kind}:start`;
const BATCH = 20;

const isSourcingSource = (source: string): source is SourcingSource =>
  (SOURCING_SOURCES as readonly string[]).includes(source);

async function documentOf(
  db: Database,
  sourceFor: SourceFor,
  row: { workplaceId: string; source: string; sourceProductId: string; shipTo: string },
): Promise<ProductDocument | null> {
  if (isExtensionSource(row.source)) {
    const payload = await findExtensionProduct(db, row);
    return payload ? extensionDocument(payload) : null;
  }
  if (!isSourcingSource(row.source)) return null;
  const importable = await importableById(
    db,
    sourceFor,
    row.workplaceId,
    row.source,
    row.sourceProductId,
    row.shipTo,
  );
  return importable.document;
}

/** Fills one batch after `after`; answers the id to continue from (none when the walk is over). */
export async function backfillImportProducts(
  ctx: Pick<JobContext, 'db' | 'log' | 'now'>,
  sourceFor: SourceFor,
  after: string | undefined,
  batch = BATCH,
): Promise<{ last?: string; filled: number }> {
  const i = importListItems;
  const pending = await ctx.db
    .select({
      id: i.id,
      workplaceId: i.workplaceId,
      source: i.source,
      sourceProductId: i.sourceProductId,
      shipTo: i.shipTo,
    })
    .from(i)
    .where(and(isNull(i.filledAt), after ? gt(i.id, after) : undefined))
    .orderBy(asc(i.id))
    .limit(batch);
  let filled = 0;
  for (const row of pending) {
    try {
      const document = await documentOf(ctx.db, sourceFor, row);
      if (!document) continue;
      const pricing = await pricingContext(ctx.db, row.workplaceId);
      const now = ctx.now();
      await ctx.db
        .update(i)
        .set({
          ...pricedColumns(document, pricing),
          filledAt: now,
          updatedAt: now,
          version: sql`${i.version} + 1`,
        })
        // an editor save in between wins: only a row still unfilled is filled
        .where(and(eq(i.id, row.id), isNull(i.filledAt)));
      filled += 1;
    } catch (error) {
      ctx.log.warn(
        { importId: row.id, err: error instanceof Error ? error.message : String(error) },
        'import backfill: a product could not be read again',
      );
    }
  }
  return { last: pending.length === batch ? pending.at(-1)?.id : undefined, filled };
}

/** The catalogue's job handlers (listed in src/job-modules.ts). */
export const catalogueJobs: JobModule = (app) => {
  const sourceFor: SourceFor = (workplaceId, source) =>
    supplierSources(app.ctx, app.log).forWorkplace(workplaceId, source);
  app.jobs.register(BACKFILL_IMPORT_PRODUCTS_JOB, async (payload, ctx) => {
    const { last, filled } = await backfillImportProducts(ctx, sourceFor, payload.after);
    ctx.log.info({ filled, more: Boolean(last) }, 'import backfill: a batch of imports');
    if (last)
      await app.jobs.enqueue({
        job: BACKFILL_IMPORT_PRODUCTS_JOB,
        payload: { run: payload.run, after: last },
        dedupeKey: `${BACKFILL_IMPORT_PRODUCTS_JOB.kind}:${payload.run}:${last}`,
      });
  });
};

/** Queues the walk once (server start); a walk already queued is not queued again. */
export function queueImportBackfill(app: FastifyInstance, now: Date) {
  return app.jobs.enqueue({
    job: BACKFILL_IMPORT_PRODUCTS_JOB,
    payload: { run: now.toISOString() },
    dedupeKey: START_KEY,
  });
}
