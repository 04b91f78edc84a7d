import { lazyPage } from '@omni/shared/lazy-page';
import type { RemoteModule } from '@omni/shared/navigation';
import { loadTranslations } from '../i18n/load-translations';
import { NAMESPACE } from '../i18n/locale-loaders';

/**
 * The sourcing remote's one public surface: find product (search, collections, favourite
 * suppliers, experts' choice, image search), the product detail with its research tabs, print on
 * demand and store analytics. Static segments rank above `:collectionId`.
 */
const sourcingRemote: RemoteModule = {
  namespace: NAMESPACE,
  loadTranslations,
  mounts: {
    'app/find-product': [
      {
        index: true,
        element: lazyPage(() => import('../features/find-product/pages/find-product-page')),
      },
      {
        path: 'collection',
        element: lazyPage(() => import('../features/find-product/pages/collections-page')),
      },
      {
        path: 'favorite-supplier',
        element: lazyPage(() => import('../features/find-product/pages/favorite-supplier-page')),
      },
      {
        path: 'experts-choice',
        element: lazyPage(() => import('../features/find-product/pages/experts-choice-page')),
      },
      {
        path: 'image',
        element: lazyPage(() => import('../features/image-search/pages/image-search-page')),
      },
      {
        path: ':productSource/detail/:productId/:shipTo',
        element: lazyPage(() => import('../features/product-detail/pages/product-detail-page')),
      },
      {
        path: ':collectionId',
        element: lazyPage(() => import('../features/find-product/pages/collection-page')),
      },
    ],
    'app/pod-product': [
      {
        index: true,
        element: lazyPage(() => import('../features/pod/pages/pod-products-page')),
      },
      {
        path: 'search',
        element: lazyPage(() => import('../features/pod/pages/pod-search-page')),
      },
      {
        path: 'detail/:productId/:shipTo',
        element: lazyPage(() => import('../features/pod/pages/pod-detail-page')),
      },
      {
        path: ':collection',
        element: lazyPage(() => import('../features/pod/pages/pod-products-page')),
      },
    ],
    'app/store-analytics': [
      {
        index: true,
        element: lazyPage(() => import('../features/store-analytics/pages/store-analytics-page')),
      },
    ],
  },
};

export default sourcingRemote;
