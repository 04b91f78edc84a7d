import type { FastifyInstance } from 'fastify';
import type { JobModule } from '../../jobs/job-types';
import { supplierSources } from '../supplier-accounts/supplier-sources';
import {
  BACKFILL_IMPORTED_PICTURES_JOB,
  BACKFILL_START_KEY,
  backfillBatch,
  isSupplierAccountSource,
  nextBatchKey,
  type PictureAddresses,
} from './backfill-imported-pictures';

/** Image search's job: the backfill of imports made before pictures were signed at import. */
export const imageSearchJobs: JobModule = (app) => {
  // AliExpress and CJ pictures are read again through the workplace's linked account.
  const supplierPictures: PictureAddresses = async (product) => {
    if (!isSupplierAccountSource(product.source)) return [];
    const bound = await supplierSources(app.ctx, app.log).forWorkplace(
      product.workplaceId,
      product.source,
    );
    return (await bound.productGet(product.sourceProductId)).images;
  };

  app.jobs.register(BACKFILL_IMPORTED_PICTURES_JOB, async (payload, ctx) => {
    const { last, signed } = await backfillBatch(ctx, supplierPictures, payload);
    ctx.log.info({ signed, more: Boolean(last) }, 'image search backfill: a batch of imports');
    if (last)
      await app.jobs.enqueue({
        job: BACKFILL_IMPORTED_PICTURES_JOB,
        payload: { ...payload, after: last },
        dedupeKey: nextBatchKey(payload.run, last),
      });
  });
};

/** Queues the walk once (server start); a walk already queued or kept is not queued again. */
export function queuePictureBackfill(app: FastifyInstance, now: Date) {
  return app.jobs.enqueue({
    job: BACKFILL_IMPORTED_PICTURES_JOB,
    payload: { run: now.toISOString() },
    dedupeKey: BACKFILL_START_KEY,
  });
}
