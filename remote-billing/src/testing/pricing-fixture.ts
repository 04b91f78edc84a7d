import type { Pricing } from '@omni/shared/contracts';

/** Two plans covering both cycles, a real and an unlimited limit, and an unknown feature. */
export const pricing: Pricing = {
  packages: [
    {
      key: 'FREE',
      name: 'Free',
      cycle: 30,
      price: 0,
      features: {
        IMPORT_PRODUCT: { limit: 50 },
        ORDER_FULFILLMENT: { limit: -1 },
        READY2SALE: { limit: 0 },
      },
    },
    {
      key: 'PRO_YEARLY',
      name: 'Pro',
      cycle: 365,
      price: 299.9,
      features: { IMPORT_PRODUCT: { limit: -2 }, NEW_FEATURE: { limit: 3 } },
    },
  ],
};
