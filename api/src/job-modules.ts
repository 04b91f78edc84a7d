import type { JobModule } from './jobs/job-types';
import { autoFulfilmentJobs } from './modules/orders/auto-fulfilment/auto-fulfilment-job';
import { catalogueJobs } from './modules/catalogue/backfill-import-products';
import { imageSearchJobs } from './modules/image-search/backfill-job';
import { paySupplierJobs } from './modules/orders/payment/supplier-payment-job';
import { omniPlacementJobs } from './modules/orders/omni-fulfillment/omni-placement-job';
import { placeOrderJobs } from './modules/orders/placement/placement-job';
import { refundJobs } from './modules/orders/refund/refund-jobs';
import { paymentJobs } from './modules/payments/payment-jobs';
import { shippingJobs } from './modules/orders/shipping/shipping-jobs';
import { sourceOrderSyncJobs } from './modules/orders/source-sync/source-order-sync';
import { storeTrackingJobs } from './modules/orders/store-tracking/store-tracking-job';
import { pushJobs } from './modules/push/push-runner';
import { shopifyJobs } from './modules/shopify/shopify-jobs';
import { subscriptionJobs } from './modules/subscriptions/jobs';
import { shopifyBillingJobs } from './modules/subscriptions/shopify-billing-webhook';
import { walletJobs } from './modules/wallets/wallet-jobs';
import { wooJobs } from './modules/woocommerce/woo-jobs';

/**
 * Every module's job handlers, registered on API and worker processes alike (ADR 020). A module
 * defines its kinds with `defineJob<Payload>(kind)` and registers their handlers in one
 * `JobModule`, listed here once; route plugins only enqueue.
 */
export const JOB_MODULES: readonly JobModule[] = [
  autoFulfilmentJobs,
  catalogueJobs,
  imageSearchJobs,
  paymentJobs,
  paySupplierJobs,
  placeOrderJobs,
  omniPlacementJobs,
  pushJobs,
  refundJobs,
  shippingJobs,
  shopifyJobs,
  sourceOrderSyncJobs,
  storeTrackingJobs,
  shopifyBillingJobs,
  subscriptionJobs,
  walletJobs,
  wooJobs,
];
