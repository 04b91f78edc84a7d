import type { Onboarding } from '@omni/shared/contracts';
import {
  quickStartItems,
  quickStartProgress,
  quickStartVariant,
  type QuickStartFacts,
} from './quick-start-steps';
import { helpCardKeys } from './help-cards';

const facts = (over: Partial<QuickStartFacts> = {}): QuickStartFacts => ({
  billingHidden: false,
  completedOnAccount: [],
  importListCount: 0,
  productListCount: 0,
  orderListCount: 0,
  readyOrderCount: 0,
  placedOrderCount: 0,
  ...over,
});

const onboarding = (
  steps: Partial<Onboarding['steps']>,
  version: Onboarding['version'] = 'ONBOARDING_V1',
): Onboarding => ({
  version,
  steps: { mkt_import: false, pricing: false, order: false, normal_import: false, ...steps },
  completed_quick_start: [],
  quick_start_dismissed: false,
});

const steps = (items: { step: string }[]) => items.map((item) => item.step);

describe('quickStartVariant', () => {
  it('is product-focused unless the first enabled onboarding step is the order one', () => {
    expect(quickStartVariant(onboarding({ normal_import: true }), false)).toBe('product');
    expect(quickStartVariant(onboarding({ order: true, normal_import: true }), false)).toBe(
      'order',
    );
    expect(quickStartVariant(onboarding({ pricing: true, order: true }), false)).toBe('product');
  });
  it('ONBOARDING_V2 without a reinstalled plan puts normal_import before order', () => {
    const v2 = onboarding({ normal_import: true, order: true }, 'ONBOARDING_V2');
    expect(quickStartVariant(v2, false)).toBe('product');
    // with a reinstalled plan the normal order applies: order comes before normal_import
    expect(quickStartVariant(v2, true)).toBe('order');
  });
});

describe('quickStartItems', () => {
  it('product variant: four steps, first shown completed, the next one active', () => {
    const items = quickStartItems('product', facts());
    expect(steps(items)).toEqual([
      'CHOOSE_A_PLAN',
      'FIND_AND_IMPORT',
      'PUSH_PRODUCT',
      'PLACE_ORDER',
    ]);
    expect(items[0]).toMatchObject({ done: true, active: false });
    expect(items[1]).toMatchObject({ step: 'FIND_AND_IMPORT', done: false, active: true });
    expect(items.filter((item) => item.active)).toHaveLength(1);
  });

  it('order variant steps', () => {
    expect(steps(quickStartItems('order', facts()))).toEqual([
      'CHOOSE_A_PLAN',
      'NAVIGATE_TO_ORDER_CENTER',
      'FIND_READY_ORDER',
      'PLACE_ORDER',
    ]);
  });

  it('drops CHOOSE_A_PLAN when billing is hidden; the new first step is shown completed', () => {
    const items = quickStartItems('product', facts({ billingHidden: true }));
    expect(steps(items)).toEqual(['FIND_AND_IMPORT', 'PUSH_PRODUCT', 'PLACE_ORDER']);
    expect(items[0]?.done).toBe(true);
    expect(items[1]?.active).toBe(true);
  });

  it('derives completion from the real counts', () => {
    const items = quickStartItems('product', facts({ importListCount: 3 }));
    expect(items.find((item) => item.step === 'FIND_AND_IMPORT')?.done).toBe(true);
    expect(items.find((item) => item.active)?.step).toBe('PUSH_PRODUCT');
    const pushed = quickStartItems('product', facts({ productListCount: 1 }));
    expect(pushed.find((item) => item.active)?.step).toBe('PLACE_ORDER');
  });

  it('the active step is the first unfinished even when a later one is done', () => {
    const items = quickStartItems('order', facts({ readyOrderCount: 2 }));
    expect(items.find((item) => item.step === 'FIND_READY_ORDER')?.done).toBe(true);
    expect(items.find((item) => item.active)?.step).toBe('NAVIGATE_TO_ORDER_CENTER');
  });

  it('everything done: no active step, full progress', () => {
    const items = quickStartItems('order', facts({ placedOrderCount: 1 }));
    expect(items.some((item) => item.active)).toBe(false);
    expect(quickStartProgress(items)).toEqual({ done: 4, total: 4 });
  });

  it('honours steps the account reports as completed', () => {
    const items = quickStartItems(
      'product',
      facts({ completedOnAccount: ['FIND_AND_IMPORT', 'PUSH_PRODUCT'] }),
    );
    expect(items.find((item) => item.active)?.step).toBe('PLACE_ORDER');
  });
});

describe('helpCardKeys', () => {
  it('lists the four cards, without the pricing policy when billing is hidden', () => {
    expect(helpCardKeys(false)).toEqual([
      'browserExtension',
      'howToDropship',
      'faq',
      'pricingPolicy',
    ]);
    expect(helpCardKeys(true)).toEqual(['browserExtension', 'howToDropship', 'faq']);
  });
});
