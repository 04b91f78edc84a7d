import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { exchangeRates, plans, productCollections } from '../schema';
import { COLLECTION_TABLE } from './collection-table';
import { STATIC_USD_RATES } from './exchange-rate-table';
import { PLAN_TABLE } from './plan-table';

/** Plans, collections and exchange rates: upserted, so running it again refreshes them. */
export async function seedReferenceData(db: Database, now: Date): Promise<void> {
  await db
    .insert(plans)
    .values(PLAN_TABLE)
    .onConflictDoUpdate({
      target: plans.key,
      set: {
        name: sql`excluded.name`,
        cycle: sql`excluded.cycle`,
        price: sql`excluded.price`,
        features: sql`excluded.features`,
        sortOrder: sql`excluded.sort_order`,
        isPublic: sql`excluded.is_public`,
      },
    });
  await db
    .insert(productCollections)
    .values(COLLECTION_TABLE)
    .onConflictDoUpdate({
      target: productCollections.slug,
      set: {
        nameKey: sql`excluded.name_key`,
        productCount: sql`excluded.product_count`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
  // Static rates never overwrite a live ('source' other than static) rate.
  await db
    .insert(exchangeRates)
    .values(
      Object.entries(STATIC_USD_RATES).map(([currency, rate]) => ({
        currency,
        rate,
        source: 'static',
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: exchangeRates.currency,
      set: { rate: sql`excluded.rate`, updatedAt: sql`excluded.updated_at` },
      setWhere: sql`${exchangeRates.source} = 'static'`,
    });
}
