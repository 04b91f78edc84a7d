import sharp from 'sharp';
import type { ImageSearchResult } from '@omni/shared/contracts';
import { signUp } from '../../testing/accounts';
import { call } from '../../testing/test-app';
import { renderProductImage } from '../catalogue-media/render-product-image';
import { renderCatalogueImage } from '../catalogue-media/routes';
import { useCatalogueTestApp } from '../sourcing/testing/catalogue-test-app';
import { hashPendingImages } from './image-index';

const t = useCatalogueTestApp();

// The renderer is slow under jest's sandbox (~0.1 s a picture, ~2 ms under node), so a slice
// of the generated catalogue is signed here; the whole one is signed at start.
const SIGNED = 24;
const QUERIES = 3;

describe('image search over the generated catalogue', () => {
  it('finds the product whose served picture was uploaded (as the browser thumbnail) first', async () => {
    const products = await t.db.query.sourcingProducts.findMany({
      columns: { id: true },
      orderBy: (table, { asc }) => asc(table.id),
      limit: SIGNED,
    });
    const productIds = products.map((product) => product.id);
    expect(
      await hashPendingImages(t.db, (seed) => renderCatalogueImage(seed), { productIds }),
    ).toBe(SIGNED);
    const user = await signUp(t.app, 'catalogue-image@example.test');
    const rows = await t.db.query.sourcingProductImages.findMany({
      where: (images, { and, eq, inArray }) =>
        and(eq(images.position, 0), inArray(images.productId, productIds.slice(0, QUERIES))),
    });
    expect(rows).toHaveLength(QUERIES);
    for (const row of rows) {
      // A larger render than the signed one, as the client sends it: at most 300×300, JPEG 0.8.
      const upload = await sharp(renderProductImage(row.renderSeed, 200))
        .resize(300, 300)
        .jpeg({ quality: 80 })
        .toBuffer();
      const answer = await call<ImageSearchResult>(t.app, 'POST', '/api/get-product-id-by-image', {
        token: user.token,
        body: { image: upload.toString('base64') },
      });
      expect(answer.body.data!.items[0]?.source_product_id).toBe(String(row.productId));
    }
  }, 60_000);
});
