import { sql } from 'drizzle-orm';
import type { ImportResult } from '@omni/shared/contracts';
import type { ImportProduct, ProductUpdate } from '@omni/shared/contracts/catalogue';
import type { Database } from '../../../db/database';
import type { SignedInUser } from '../../../testing/accounts';
import { call, type TestApp } from '../../../testing/test-app';
import { rowsOf } from '../../../db/result-rows';

/** Own-catalogue product ids with at least `minVariants` variants in stock, in id order. */
export async function ownProductIds(db: Database, count: number, minVariants = 1) {
  const result = await db.execute(sql`
    SELECT p.id::text AS id FROM sourcing_products p
    WHERE (SELECT count(*) FROM sourcing_product_variants v
           WHERE v.product_id = p.id AND v.stock > 0) >= ${minVariants}
    ORDER BY p.id LIMIT ${count}`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** Imports own-catalogue products through find-product's import call; their import ids. */
export async function importOwn(
  { app, clock }: TestApp,
  user: SignedInUser,
  productIds: readonly string[],
  shipTo = 'US',
): Promise<string[]> {
  const ids: string[] = [];
  for (const productId of productIds) {
    // one second apart, so newest / oldest have an order to show
    clock.advance(1000);
    const answer = await call<ImportResult>(app, 'POST', '/api/center/products/import/omni', {
      token: user.token,
      workplaceId: user.workplaceId,
      body: { product_id: productId, ship_to: shipTo },
    });
    if (answer.body.status !== 200)
      throw new Error(`import ${productId} failed: ${JSON.stringify(answer.body)}`);
    ids.push(answer.body.data!.product_package_id);
  }
  return ids;
}

/** The editor's save body of a loaded product (what the form sends back unchanged). */
export const saveBodyOf = (product: ImportProduct): ProductUpdate => ({
  version: product.version,
  title: product.title,
  description_html: product.description_html,
  product_type: product.product_type,
  vendor: product.vendor,
  tags: product.tags,
  collections: product.collections,
  options: product.options,
  variants: product.variants,
  images: product.images,
});
