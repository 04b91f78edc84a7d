import {
  INTEGRATION_PAGES,
  expertsChoicePath,
  findProductPath,
  integrationPath,
  type IntegrationPage,
} from '@omni/shared/navigation';

/** Where an integration the product has lives; one it does not have yet has no action. */
export type IntegrationState = { kind: 'available'; to: string } | { kind: 'coming-soon' };

export interface IntegrationCard {
  page: IntegrationPage;
  state: IntegrationState;
}

/**
 * What each integration of spec 000 §2 is in the product today. AI writing has its page here (the
 * workplace's defaults); experts' choice is the find-product collection; product insights are the
 * research tabs of a product's detail (price history, order statistics, ads spy…), reached from
 * find product. The others are not built, and say so.
 */
const AVAILABLE: Partial<Record<IntegrationPage, () => string>> = {
  'ai-writing': () => integrationPath('ai-writing'),
  'product-insights': findProductPath,
  experts_choice: expertsChoicePath,
};

/** One card per integration of the spec, in the spec's order. */
export function integrationCards(): IntegrationCard[] {
  return INTEGRATION_PAGES.map((page) => {
    const to = AVAILABLE[page];
    return { page, state: to ? { kind: 'available', to: to() } : { kind: 'coming-soon' } };
  });
}

/** The spec's sub-pages not built here: the routes send them to the index, which says so. */
export const UNBUILT_INTEGRATION_PAGES = INTEGRATION_PAGES.filter((page) => page !== 'ai-writing');
