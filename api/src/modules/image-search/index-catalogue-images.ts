import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { renderCatalogueImage } from '../catalogue-media/routes';
import { hashPendingImages } from './image-index';

const BATCH = 200;
const IDLE_MS = 2000;

/**
 * Signs the catalogue's main pictures for image search while the catalogue seed runs and after
 * it: batch after batch until the seed has finished and nothing is left. Runs in the background
 * of start (server.ts), so the API listens at once; a stopped run resumes on the next start
 * because only unsigned pictures are picked.
 */
export function indexCatalogueImages(
  db: Database,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  seeding: Promise<unknown>,
): Promise<void> {
  let seeded = false;
  void seeding.finally(() => {
    seeded = true;
  });
  const started = Date.now();
  const run = async () => {
    let total = 0;
    for (;;) {
      const seedDoneBefore = seeded;
      const count = await hashPendingImages(db, (seed) => renderCatalogueImage(seed), {
        limit: BATCH,
      });
      total += count;
      if (count === 0) {
        if (seedDoneBefore) break;
        await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      }
    }
    log.info(
      { pictures: total, ms: Date.now() - started },
      'image search: catalogue pictures signed',
    );
  };
  return run().catch((error: unknown) =>
    log.error({ err: error }, 'image search: signing stopped (resumes on next start)'),
  );
}
