import { Navigate } from 'react-router-dom';
import { lazyPage } from '@omni/shared/lazy-page';
import type { RemoteModule } from '@omni/shared/navigation';
import { loadTranslations } from '../i18n/load-translations';
import { NAMESPACE } from '../i18n/locale-loaders';

const orderCenter = () => import('../features/order-center/components/order-center-page');
const paymentConfirmation = () =>
  import('../features/payment/components/payment-confirmation-page');
const orderDetail = () => import('../features/order-detail/components/order-detail-page');
const orderCreate = () => import('../features/order-create/components/create-order-page');
const orderPlacementSettings = () =>
  import('../features/order-settings/components/order-placement-settings-page');
const omniFulfillmentSettings = () =>
  import('../features/omni-fulfillment/components/omni-fulfillment-page');
const supplierAvailable = () =>
  import('../features/tracking-center/components/supplier-available-page');
const supplierUnavailable = () =>
  import('../features/tracking-center/components/supplier-unavailable-page');
const publicTracking = () => import('../features/public-tracking/components/public-tracking-page');

/**
 * The orders remote's one public surface. The payment-success page and the tracking center's import
 * list come later: until then those paths stay unrouted and the host shows its not-found page,
 * rather than a page that pretends to work. /tracking/:orderId is the end customer's page, without a session
 * (ADR 046).
 */
const ordersRemote: RemoteModule = {
  namespace: NAMESPACE,
  loadTranslations,
  mounts: {
    'app/orders': [
      { index: true, element: lazyPage(orderCenter) },
      { path: 'create', element: lazyPage(orderCreate) },
      { path: 'payment-confirmation', element: lazyPage(paymentConfirmation) },
      { path: 'detail/:orderId/:orderStatus', element: lazyPage(orderDetail) },
    ],
    'app/v2/orders': [{ index: true, element: lazyPage(orderCenter) }],
    'app/tracking-center': [
      { index: true, element: <Navigate to="supplier-available" replace /> },
      { path: 'supplier-available', element: lazyPage(supplierAvailable) },
      { path: 'supplier-unavailable', element: lazyPage(supplierUnavailable) },
    ],
    tracking: [{ path: ':orderId', element: lazyPage(publicTracking) }],
    'app/setting/order': [{ path: 'order-placement', element: lazyPage(orderPlacementSettings) }],
    'app/setting/omni-fulfillment': [{ index: true, element: lazyPage(omniFulfillmentSettings) }],
  },
};

export default ordersRemote;
