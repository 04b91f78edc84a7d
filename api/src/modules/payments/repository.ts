import { asc, eq } from 'drizzle-orm';
import type { PricingPackage } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { plans } from '../../db/schema';

/** Public packages in display order. */
export async function listPublicPackages(db: Database): Promise<PricingPackage[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.isPublic, true))
    .orderBy(asc(plans.sortOrder), asc(plans.key));
  return rows.map((row) => ({
    key: row.key,
    name: row.name,
    cycle: row.cycle,
    price: row.price,
    features: row.features,
  }));
}
