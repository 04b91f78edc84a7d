import { eq } from 'drizzle-orm';
import {
  getPricingSettingsEndpoint,
  getProductEndpoint,
  updatePricingSettingsEndpoint,
  type PricingRule,
} from '@omni/shared/contracts/catalogue';
import { MessageKey } from '@omni/shared/errors';
import { DEFAULT_PRICING_RULE, priceForCost } from '@omni/shared/pricing-rules';
import { cataloguePricingRules, importListItems } from '../../../db/schema';
import { signUp } from '../../../testing/accounts';
import { callEndpoint } from '../../../testing/call-endpoint';
import { readExchangeRates } from '../../exchange-rates/repository';
import { uniqueEmail, useCatalogueTestApp } from '../../sourcing/testing/catalogue-test-app';
import { backfillImportProducts } from '../backfill-import-products';
import { importOwn, ownProductIds } from '../testing/imports';

const t = useCatalogueTestApp();

const rule: PricingRule = {
  currency: 'EUR',
  tiers: [
    { cost_from: 0, mode: 'fixed', value: 500 },
    { cost_from: 2000, mode: 'multiplier', value: 1.5 },
  ],
  compare_at: { mode: 'multiplier', value: 1.2 },
  cents: 95,
};

describe('center/products/setting/get and /update (pricing rules)', () => {
  it('answers the default rule until the workplace saves its own, per workplace', async () => {
    const owner = await signUp(t.app, uniqueEmail('rules'));
    const other = await signUp(t.app, uniqueEmail('rules-other'));
    const before = await callEndpoint(t.app, getPricingSettingsEndpoint, owner);
    expect(before.body.data).toEqual({ rule: DEFAULT_PRICING_RULE, updated_at: null });
    const saved = await callEndpoint(t.app, updatePricingSettingsEndpoint, owner, {
      body: { rule },
    });
    expect(saved.body).toMatchObject({ status: 200, message: MessageKey.SaveSuccess });
    const after = await callEndpoint(t.app, getPricingSettingsEndpoint, owner);
    expect(after.body.data).toEqual({ rule, updated_at: expect.any(String) });
    const theirs = await callEndpoint(t.app, getPricingSettingsEndpoint, other);
    expect(theirs.body.data!.rule).toEqual(DEFAULT_PRICING_RULE);
  });

  it('refuses a rule out of order or under cost with field errors, and keeps the saved one', async () => {
    const user = await signUp(t.app, uniqueEmail('rules-bad'));
    await callEndpoint(t.app, updatePricingSettingsEndpoint, user, { body: { rule } });
    const bad = await callEndpoint(t.app, updatePricingSettingsEndpoint, user, {
      body: {
        rule: {
          ...rule,
          tiers: [
            { cost_from: 0, mode: 'multiplier', value: 0.5 },
            { cost_from: 0, mode: 'fixed', value: 100 },
          ],
        },
      },
    });
    expect(bad.http).toBe(400);
    expect(bad.body.errors?.map((error) => error.field)).toEqual([
      'rule.tiers.0.value',
      'rule.tiers.1.cost_from',
    ]);
    const negative = await callEndpoint(t.app, updatePricingSettingsEndpoint, user, {
      body: { rule: { ...rule, tiers: [{ cost_from: 0, mode: 'fixed', value: -5 }] } },
    });
    expect(negative.http).toBe(400);
    const [stored] = await t.db
      .select({ rule: cataloguePricingRules.rule })
      .from(cataloguePricingRules)
      .where(eq(cataloguePricingRules.workplaceId, user.workplaceId));
    expect(stored!.rule).toEqual(rule);
  });

  it('prices imports with the saved rule (and the backfill fills older imports with it)', async () => {
    const user = await signUp(t.app, uniqueEmail('rules-import'));
    await callEndpoint(t.app, updatePricingSettingsEndpoint, user, { body: { rule } });
    const [id] = await importOwn(t, user, await ownProductIds(t.db, 1));
    const { rates } = await readExchangeRates(t.db);
    const product = (await callEndpoint(t.app, getProductEndpoint, user, { params: { id: id! } }))
      .body.data!;
    for (const variant of product.variants)
      expect({ price: variant.price, compare_at_price: variant.compare_at_price }).toEqual(
        priceForCost(rule, variant.cost, product.currency, rates),
      );

    // as an import made before the import list kept products: title and source only
    await t.db
      .update(importListItems)
      .set({ variants: [], options: [], images: [], variantCount: 0, filledAt: null })
      .where(eq(importListItems.id, id!));
    const sourceFor = () => Promise.reject(new Error('no supplier account in this test'));
    await backfillImportProducts(
      { db: t.db, log: t.app.log, now: t.clock.now },
      sourceFor,
      undefined,
    );
    const refilled = (await callEndpoint(t.app, getProductEndpoint, user, { params: { id: id! } }))
      .body.data!;
    expect(refilled.variants).toEqual(product.variants);
    expect(refilled.images).toEqual(product.images);
    expect(refilled.version).toBe(product.version + 1);
  });
});
