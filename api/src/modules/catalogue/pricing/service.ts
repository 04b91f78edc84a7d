import type { PricingRule, PricingSettings } from '@omni/shared/contracts/catalogue';
import { MessageKey } from '@omni/shared/errors';
import { pricingRuleErrors } from '@omni/shared/pricing-rules';
import type { Database } from '../../../db/database';
import { badRequest } from '../../../http/app-error';
import { readPricingRule, savePricingRule, type SavedPricingRule } from './repository';

/* Pricing rules of the workplace: center/products/setting/get and /update (issue 9 §2). */

const toSettings = (saved: SavedPricingRule): PricingSettings => ({
  rule: saved.rule,
  updated_at: saved.updatedAt?.toISOString() ?? null,
});

export async function getPricingSettings(
  db: Database,
  workplaceId: string,
): Promise<PricingSettings> {
  return toSettings(await readPricingRule(db, workplaceId));
}

export async function updatePricingSettings(
  db: Database,
  workplaceId: string,
  rule: PricingRule,
  now: Date,
): Promise<PricingSettings> {
  const errors = pricingRuleErrors(rule);
  if (errors.length > 0) throw badRequest(MessageKey.ValidationFailed, errors);
  return toSettings(await savePricingRule(db, workplaceId, rule, now));
}
