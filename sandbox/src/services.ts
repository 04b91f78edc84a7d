import { aiWritingStandIn } from './ai-writing/stand-in';
import { aliexpressStandIn } from './aliexpress/stand-in';
import { cjStandIn } from './cj/stand-in';
import { omniStandIn } from './omni-fulfillment/stand-in';
import { paymentsStandIn } from './payments/stand-in';
import { shopifyStandIn } from './shopify/stand-in';
import { trackingStandIn } from './tracking/stand-in';
import type { StandIn } from './stand-in';
import { woocommerceStandIn } from './woocommerce/stand-in';

/**
 * Every stand-in `run-all` starts. Add one line per service; the port table is fixed across the
 * team (docs/adr/005-integrations-and-sandbox.md): Shopify 4101, WooCommerce 4102, AliExpress
 * 4103, CJ 4104, tracking 4105, payments 4106, AI writing 4107, own fulfilment 4108 — e2e runs
 * them at the same numbers + 600.
 */
export const STAND_INS: readonly StandIn[] = [
  shopifyStandIn,
  woocommerceStandIn,
  aliexpressStandIn,
  cjStandIn,
  trackingStandIn,
  paymentsStandIn,
  aiWritingStandIn,
  omniStandIn,
];
