import type { Onboarding } from '@omni/shared/contracts';

export type QuickStartStep =
  | 'CHOOSE_A_PLAN'
  | 'FIND_AND_IMPORT'
  | 'PUSH_PRODUCT'
  | 'PLACE_ORDER'
  | 'NAVIGATE_TO_ORDER_CENTER'
  | 'FIND_READY_ORDER';

export type QuickStartVariant = 'product' | 'order';

/**
 * Facts the steps are derived from: real counts from the API and the steps the account recorded
 * (a visit to the order center is recorded there by the shell).
 */
export interface QuickStartFacts {
  billingHidden: boolean;
  /** Steps the account already reports as done (onboarding.completed_quick_start). */
  completedOnAccount: readonly string[];
  importListCount: number;
  productListCount: number;
  orderListCount: number;
  /** Orders in "ready to order" status (count-order-status placement.ready). */
  readyOrderCount: number;
  /** Orders placed with a supplier (count-order-status payment.order_placed). */
  placedOrderCount: number;
}

export interface QuickStartItem {
  step: QuickStartStep;
  done: boolean;
  active: boolean;
}

const VARIANT_STEPS: Record<QuickStartVariant, readonly QuickStartStep[]> = {
  product: ['CHOOSE_A_PLAN', 'FIND_AND_IMPORT', 'PUSH_PRODUCT', 'PLACE_ORDER'],
  order: ['CHOOSE_A_PLAN', 'NAVIGATE_TO_ORDER_CENTER', 'FIND_READY_ORDER', 'PLACE_ORDER'],
};

/**
 * The onboarding order of spec 000 §4 (mkt_import, pricing, order, normal_import; with
 * ONBOARDING_V2 and no reinstalled plan: mkt_import, normal_import, order, pricing). The first
 * enabled step decides the variant: an order-first onboarding gets the order-focused checklist.
 */
export function quickStartVariant(
  onboarding: Onboarding,
  planReinstalled: boolean,
): QuickStartVariant {
  const order =
    onboarding.version === 'ONBOARDING_V2' && !planReinstalled
      ? (['mkt_import', 'normal_import', 'order', 'pricing'] as const)
      : (['mkt_import', 'pricing', 'order', 'normal_import'] as const);
  const first = order.find((step) => onboarding.steps[step]);
  return first === 'order' ? 'order' : 'product';
}

function isDone(step: QuickStartStep, facts: QuickStartFacts): boolean {
  if (facts.completedOnAccount.includes(step)) return true;
  switch (step) {
    case 'CHOOSE_A_PLAN':
      return false;
    case 'FIND_AND_IMPORT':
      return facts.importListCount > 0 || facts.productListCount > 0;
    case 'PUSH_PRODUCT':
      return facts.productListCount > 0;
    case 'NAVIGATE_TO_ORDER_CENTER':
      return facts.placedOrderCount > 0;
    case 'FIND_READY_ORDER':
      return facts.readyOrderCount > 0 || facts.placedOrderCount > 0;
    case 'PLACE_ORDER':
      return facts.placedOrderCount > 0;
  }
}

/**
 * The checklist rows: CHOOSE_A_PLAN disappears when billing is hidden, the first row is shown
 * completed by default, and the active row is the first unfinished one.
 */
export function quickStartItems(
  variant: QuickStartVariant,
  facts: QuickStartFacts,
): QuickStartItem[] {
  const steps = VARIANT_STEPS[variant].filter(
    (step) => !(step === 'CHOOSE_A_PLAN' && facts.billingHidden),
  );
  const done = steps.map((step, index) => index === 0 || isDone(step, facts));
  const activeIndex = done.indexOf(false);
  return steps.map((step, index) => ({
    step,
    done: done[index] ?? false,
    active: index === activeIndex,
  }));
}

export function quickStartProgress(items: readonly QuickStartItem[]): {
  done: number;
  total: number;
} {
  return { done: items.filter((item) => item.done).length, total: items.length };
}
