import { eq } from 'drizzle-orm';
import { importListItems, workplaces } from '../schema';
import { useCatalogueTestApp } from '../../modules/sourcing/testing/catalogue-test-app';
import { backfillImportProducts } from '../../modules/catalogue/backfill-import-products';
import { seedDatabase } from './seed-database';

const t = useCatalogueTestApp();

describe('the demo merchant’s imports', () => {
  it('are own-catalogue products that the import backfill fills with variants, images and prices', async () => {
    await seedDatabase(t.db);
    const sourceFor = () => Promise.reject(new Error('the demo imports need no supplier account'));
    await backfillImportProducts(
      { db: t.db, log: t.app.log, now: t.clock.now },
      sourceFor,
      undefined,
    );

    const rows = await t.db
      .select({
        workplace: workplaces.name,
        title: importListItems.title,
        variants: importListItems.variantCount,
        images: importListItems.images,
        priceFrom: importListItems.priceFrom,
        filledAt: importListItems.filledAt,
      })
      .from(importListItems)
      .innerJoin(workplaces, eq(workplaces.id, importListItems.workplaceId));
    expect(rows.map((row) => row.workplace).sort()).toEqual([
      'Demo Workplace',
      'Demo Workplace',
      'Demo Workplace',
      'Demo Workplace',
      'Second Workplace',
    ]);
    for (const row of rows) {
      expect([row.title, row.filledAt]).toEqual([row.title, expect.any(Date)]);
      expect([row.title, row.variants > 0, row.images.length > 0, row.priceFrom > 0]).toEqual([
        row.title,
        true,
        true,
        true,
      ]);
    }
    // one of them shows the "more than 100 variants" warning (Shopify's limit, 001 §5)
    expect(rows.some((row) => row.variants > 100)).toBe(true);
  });
});
