import { eq } from 'drizzle-orm';
import type { PricingRule } from '@omni/shared/contracts/catalogue';
import type { ExchangeRateTable } from '@omni/shared/money';
import { DEFAULT_PRICING_RULE } from '@omni/shared/pricing-rules';
import type { Database } from '../../../db/database';
import { cataloguePricingRules, workplaceSettings } from '../../../db/schema';
import { readExchangeRates } from '../../exchange-rates/repository';

export interface SavedPricingRule {
  rule: PricingRule;
  updatedAt: Date | null;
}

/** The workplace's rule, or the default one when none is saved. */
export async function readPricingRule(
  db: Database,
  workplaceId: string,
): Promise<SavedPricingRule> {
  const [saved] = await db
    .select({ rule: cataloguePricingRules.rule, updatedAt: cataloguePricingRules.updatedAt })
    .from(cataloguePricingRules)
    .where(eq(cataloguePricingRules.workplaceId, workplaceId));
  return saved ?? { rule: DEFAULT_PRICING_RULE, updatedAt: null };
}

export async function savePricingRule(
  db: Database,
  workplaceId: string,
  rule: PricingRule,
  now: Date,
): Promise<SavedPricingRule> {
  await db
    .insert(cataloguePricingRules)
    .values({ workplaceId, rule, updatedAt: now })
    .onConflictDoUpdate({
      target: cataloguePricingRules.workplaceId,
      set: { rule, updatedAt: now },
    });
  return { rule, updatedAt: now };
}

/** What pricing an import needs: the rule, the rates, and the currency its prices are in. */
export interface PricingContext {
  rule: PricingRule;
  rates: ExchangeRateTable;
  /** The workplace's display currency: imports are priced in it. */
  currency: string;
}

export async function pricingContext(db: Database, workplaceId: string): Promise<PricingContext> {
  const [{ rule }, rates, [workplace]] = await Promise.all([
    readPricingRule(db, workplaceId),
    readExchangeRates(db),
    db
      .select({ currency: workplaceSettings.displayCurrency })
      .from(workplaceSettings)
      .where(eq(workplaceSettings.workplaceId, workplaceId)),
  ]);
  return { rule, rates: rates.rates, currency: workplace?.currency ?? 'USD' };
}
