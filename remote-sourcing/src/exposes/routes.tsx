import { lazyPage } from '@omni/shared/lazy-page';
import type { RemoteModule } from '@omni/shared/navigation';
import { loadTranslations } from '../i18n/load-translations';
import { NAMESPACE } from '../i18n/locale-loaders';

/**
 * The sourcing remote's one public surface. Collection pages, image search, product detail,
 * favourite suppliers, experts' choice, print on demand and store analytics come with the
 * sourcing issue: until then those paths stay unrouted and the host shows its not-found page,
 * rather than a page that pretends to work.
 */
const sourcingRemote: RemoteModule = {
  namespace: NAMESPACE,
  loadTranslations,
  mounts: {
    'app/find-product': [
      {
        index: true,
        element: lazyPage(() => import('../features/find-product/components/find-product-page')),
      },
      {
        path: 'image',
        element: lazyPage(() => import('../features/image-search/pages/image-search-page')),
      },
    ],
    'app/pod-product': [],
    'app/store-analytics': [
      {
        index: true,
        element: lazyPage(() => import('../features/store-analytics/pages/store-analytics-page')),
      },
    ],
  },
};

export default sourcingRemote;
