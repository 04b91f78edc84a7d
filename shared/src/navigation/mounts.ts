import type { RemoteName } from '../build/ports';

/**
 * Which remote owns which paths (spec 000 §2). Keys are absolute mount paths without the leading
 * slash; the host routes `${mount}/*` there and loads the remote only when a user goes there.
 */
export const REMOTE_MOUNTS: Record<RemoteName, readonly string[]> = {
  sourcing: ['app/find-product', 'app/pod-product', 'app/store-analytics'],
  catalogue: [
    'app/products',
    'app/list',
    'app/products-import',
    'app/products-center',
    'app/setting/product',
    'app/setting/integration',
  ],
  orders: [
    'app/orders',
    'app/v2/orders',
    'app/tracking-center',
    'tracking',
    'app/setting/order',
    // the own fulfilment service's page (ownFulfillmentSettingsPath, ADR 037)
    'app/setting/omni-fulfillment',
  ],
  billing: [
    'public/pricing',
    'app/setting/billing',
    'app/setting/billing-plan',
    'app/setting/wallet',
  ],
};
