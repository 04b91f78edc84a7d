import type { FastifyInstance } from 'fastify';
import { CATALOGUE_COUNTS_EVENT } from '@omni/shared/contracts/catalogue';
import { countCatalogue } from './repository';

/**
 * Tells the workplace's open pages the import-list and product-center counts after a change
 * (import, delete, push), so the side-menu badges follow at once. A failure only logs: the
 * change itself is done.
 */
export async function publishCatalogueCounts(
  app: FastifyInstance,
  workplaceId: string,
): Promise<void> {
  try {
    const counts = await countCatalogue(app.ctx.db, workplaceId);
    app.realtime.publish(workplaceId, CATALOGUE_COUNTS_EVENT, counts);
  } catch (error) {
    app.log.warn({ err: error, workplaceId }, 'catalogue counts event not sent');
  }
}
