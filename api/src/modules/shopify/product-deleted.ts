import type { FastifyInstance } from 'fastify';
import { CATALOGUE_COUNTS_EVENT } from '@omni/shared/contracts/catalogue';
import { PermanentJobError, type JobContext } from '../../jobs/job-types';
import { countCatalogue } from '../catalogue/repository';
import { unmapStoreProduct } from '../push/push-repository';
import type { ShopifyConnectionRow } from '../../db/schema';

/**
 * products/delete: the merchant deleted a product in Shopify. The payload is only its id (a REST
 * id); we keep the GraphQL id a push saved, so the two are matched as gid://shopify/Product/<id>.
 * Every workplace connected to the shop unmaps it as WooCommerce's product.deleted does (push
 * record, pushed marks, variant links, product-center item; the import stays); a product none of
 * them pushed changes nothing.
 */
export async function onProductDeleted(
  app: FastifyInstance,
  ctx: JobContext,
  connections: ShopifyConnectionRow[],
  payload: unknown,
): Promise<void> {
  const id = (payload as { id?: unknown } | null)?.id;
  if ((typeof id !== 'number' && typeof id !== 'string') || !/^\d+$/.test(String(id)))
    throw new PermanentJobError('products/delete without a product id');
  const storeProductId = `gid://shopify/Product/${String(id)}`;
  for (const { workplaceId, storeId } of connections) {
    const unmapped = await unmapStoreProduct(ctx.db, { workplaceId, storeId, storeProductId });
    // the badges and the product center follow an unmapped product at once
    if (unmapped)
      app.realtime.publish(
        workplaceId,
        CATALOGUE_COUNTS_EVENT,
        await countCatalogue(ctx.db, workplaceId),
      );
  }
}
