import { eq, sql } from 'drizzle-orm';
import { isUnlimited } from '@omni/shared/plans';
import type { Database } from '../../db/database';
import { plans, users, workplaces } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { rowsOf } from '../sourcing/search-repository';
import { quotaExceeded } from '../sourcing/import-service';

export interface QuotaState {
  limit: number;
  usage: number;
}

/**
 * Takes `cost` LISTING_PRODUCTS units for a push, inside the push request's transaction, or fails
 * with QUOTA_EXPIRED (limit and usage in errors[0].params) and takes nothing. The plan owner's row
 * is locked first, so concurrent pushes of one owner's workplaces take units one after another and
 * never pass the limit together. Usage is what the owner's pushes took (push_entries.quota_cost).
 *
 * The billing issue's quota service (api/src/modules/quotas) replaces the body of this function
 * with its atomic consume of the same feature key; callers keep this one line.
 */
export async function consumeListingQuota(
  tx: Database,
  workplaceId: string,
  cost: number,
): Promise<QuotaState> {
  const [workplace] = await tx
    .select({ ownerId: workplaces.ownerId })
    .from(workplaces)
    .where(eq(workplaces.id, workplaceId));
  if (!workplace) throw notFound();
  await tx.execute(sql`SELECT id FROM users WHERE id = ${workplace.ownerId} FOR UPDATE`);
  const [plan] = await tx
    .select({ features: plans.features })
    .from(users)
    .innerJoin(plans, eq(plans.key, users.planKey))
    .where(eq(users.id, workplace.ownerId));
  const limit = plan?.features.LISTING_PRODUCTS?.limit ?? 0;
  const used = await tx.execute(sql`
    SELECT coalesce(sum(e.quota_cost), 0)::int AS usage
    FROM push_entries e JOIN workplaces w ON w.id = e.workplace_id
    WHERE w.owner_id = ${workplace.ownerId}`);
  const usage = Number(rowsOf<{ usage: unknown }>(used)[0]?.usage ?? 0);
  if (cost === 0) return { limit, usage };
  if (!isUnlimited(limit) && (limit <= 0 || usage + cost > limit))
    throw quotaExceeded(limit, usage);
  return { limit, usage: usage + cost };
}
