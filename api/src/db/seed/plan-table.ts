type Limits = Record<string, { limit: number }>;

// -1 unlimited, 0 no access (spec 000 §6).
function features(values: Record<string, number>): Limits {
  return Object.fromEntries(Object.entries(values).map(([key, limit]) => [key, { limit }]));
}

const FREE_FEATURES = features({
  IMPORT_PRODUCT: 50,
  LISTING_PRODUCTS: 20,
  ORDER_FULFILLMENT: 10,
  ORDER_TRACKING_NUMBERS: 20,
  AI_PRODUCT_WRITING: 5,
  EXTRA_AI_PRODUCT_WRITING: 0,
  READY2SALE: 0,
  BULK_ORDER_FULFILLMENT: 0,
  ADMIAD_CASHBACK: 0,
  BULK_PUBLISH_TO_STORE: 0,
  FIND_SIMILAR_PRODUCT: 5,
});

const BASIC_FEATURES = features({
  IMPORT_PRODUCT: 500,
  LISTING_PRODUCTS: 250,
  ORDER_FULFILLMENT: 200,
  ORDER_TRACKING_NUMBERS: 500,
  AI_PRODUCT_WRITING: 100,
  EXTRA_AI_PRODUCT_WRITING: 0,
  READY2SALE: 10,
  BULK_ORDER_FULFILLMENT: 1,
  ADMIAD_CASHBACK: 0,
  BULK_PUBLISH_TO_STORE: 1,
  FIND_SIMILAR_PRODUCT: 50,
});

const GROWTH_FEATURES = features({
  IMPORT_PRODUCT: 5000,
  LISTING_PRODUCTS: 2500,
  ORDER_FULFILLMENT: 1000,
  ORDER_TRACKING_NUMBERS: 2500,
  AI_PRODUCT_WRITING: 500,
  EXTRA_AI_PRODUCT_WRITING: 100,
  READY2SALE: 50,
  BULK_ORDER_FULFILLMENT: -1,
  ADMIAD_CASHBACK: -1,
  BULK_PUBLISH_TO_STORE: -1,
  FIND_SIMILAR_PRODUCT: 500,
});

const PRO_FEATURES = features({
  IMPORT_PRODUCT: -1,
  LISTING_PRODUCTS: -1,
  ORDER_FULFILLMENT: -1,
  ORDER_TRACKING_NUMBERS: -1,
  AI_PRODUCT_WRITING: -1,
  EXTRA_AI_PRODUCT_WRITING: -1,
  READY2SALE: -1,
  BULK_ORDER_FULFILLMENT: -1,
  ADMIAD_CASHBACK: -1,
  BULK_PUBLISH_TO_STORE: -1,
  FIND_SIMILAR_PRODUCT: -1,
});

export interface PlanSeed {
  key: string;
  name: string;
  cycle: number;
  price: number;
  features: Limits;
  sortOrder: number;
  isPublic: boolean;
}

/** Billing packages; monthly (30) and yearly (365) cycles. STARTER and the AO free keys are hidden. */
export const PLAN_TABLE: PlanSeed[] = [
  {
    key: 'FREE',
    name: 'Free',
    cycle: 30,
    price: 0,
    features: FREE_FEATURES,
    sortOrder: 10,
    isPublic: true,
  },
  {
    key: 'BASIC',
    name: 'Basic',
    cycle: 30,
    price: 29.9,
    features: BASIC_FEATURES,
    sortOrder: 20,
    isPublic: true,
  },
  {
    key: 'GROWTH',
    name: 'Growth',
    cycle: 30,
    price: 49.9,
    features: GROWTH_FEATURES,
    sortOrder: 30,
    isPublic: true,
  },
  {
    key: 'PRO',
    name: 'Pro',
    cycle: 30,
    price: 99.9,
    features: PRO_FEATURES,
    sortOrder: 40,
    isPublic: true,
  },
  {
    key: 'BASIC_YEARLY',
    name: 'Basic',
    cycle: 365,
    price: 299,
    features: BASIC_FEATURES,
    sortOrder: 21,
    isPublic: true,
  },
  {
    key: 'GROWTH_YEARLY',
    name: 'Growth',
    cycle: 365,
    price: 499,
    features: GROWTH_FEATURES,
    sortOrder: 31,
    isPublic: true,
  },
  {
    key: 'PRO_YEARLY',
    name: 'Pro',
    cycle: 365,
    price: 999,
    features: PRO_FEATURES,
    sortOrder: 41,
    isPublic: true,
  },
  {
    key: 'STARTER',
    name: 'Starter',
    cycle: 30,
    price: 0,
    features: FREE_FEATURES,
    sortOrder: 90,
    isPublic: false,
  },
  {
    key: 'FREE_AO_MKT',
    name: 'Free (marketplace)',
    cycle: 30,
    price: 0,
    features: FREE_FEATURES,
    sortOrder: 91,
    isPublic: false,
  },
  {
    key: 'FREE_AO_2',
    name: 'Free',
    cycle: 30,
    price: 0,
    features: FREE_FEATURES,
    sortOrder: 92,
    isPublic: false,
  },
];
