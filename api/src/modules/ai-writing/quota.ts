import { eq } from 'drizzle-orm';
import { isFeatureAllowed } from '@omni/shared/plans';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import type { Database } from '../../db/database';
import { plans, users, workplaces } from '../../db/schema';
import { AppError } from '../../http/app-error';

export type AiWritingFeature = 'AI_PRODUCT_WRITING' | 'EXTRA_AI_PRODUCT_WRITING';

const FREE_TIERS = new Set(['FREE', 'STARTER']);

/** Spec 000 §6: A/B users on FREE or STARTER write on the extra AI writing quota. */
export function aiWritingFeature(planKey: string, isAb: boolean): AiWritingFeature {
  return isAb && FREE_TIERS.has(planKey) ? 'EXTRA_AI_PRODUCT_WRITING' : 'AI_PRODUCT_WRITING';
}

/**
 * Whether the workplace owner's plan grants AI writing at all (limit 0: no access →
 * QUOTA_EXPIRED). Counting each generation is the quota service's (api/src/modules/quotas).
 */
export async function checkAiWritingAccess(db: Database, workplaceId: string): Promise<void> {
  const [owner] = await db
    .select({ planKey: users.planKey, isAb: users.isAb, features: plans.features })
    .from(workplaces)
    .innerJoin(users, eq(users.id, workplaces.ownerId))
    .leftJoin(plans, eq(plans.key, users.planKey))
    .where(eq(workplaces.id, workplaceId));
  const feature = aiWritingFeature(owner?.planKey ?? 'FREE', owner?.isAb ?? false);
  const limit = owner?.features?.[feature]?.limit ?? 0;
  if (!isFeatureAllowed({ limit, usage: 0 }))
    throw new AppError(BodyStatus.QUOTA_EXPIRED, MessageKey.ExceedQuotaLimit, [
      { field: 'quota', message: MessageKey.ExceedQuotaLimit, params: { limit, usage: 0 } },
    ]);
}
