import { lazyPage } from '@omni/shared/lazy-page';
import type { RemoteModule } from '@omni/shared/navigation';
import { loadTranslations } from '../i18n/load-translations';
import { NAMESPACE } from '../i18n/locale-loaders';

const importList = () => import('../features/product-lists/components/import-list-page');
const productCenter = () => import('../features/product-lists/components/product-center-page');

/**
 * The catalogue remote's one public surface. `/app/list` is the import list and `/app/products`
 * the product center under their older names. The editors and auto-update come with the
 * catalogue issue: until then those paths stay unrouted and the host shows its not-found page,
 * rather than a page that pretends to work.
 */
const catalogueRemote: RemoteModule = {
  namespace: NAMESPACE,
  loadTranslations,
  mounts: {
    'app/products-import': [{ index: true, element: lazyPage(importList) }],
    'app/list': [{ index: true, element: lazyPage(importList) }],
    'app/products-center': [{ index: true, element: lazyPage(productCenter) }],
    'app/products': [{ index: true, element: lazyPage(productCenter) }],
  },
};

export default catalogueRemote;
