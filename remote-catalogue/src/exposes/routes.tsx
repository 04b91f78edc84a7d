import { lazyPage } from '@omni/shared/lazy-page';
import type { RemoteModule } from '@omni/shared/navigation';
import { loadTranslations } from '../i18n/load-translations';
import { NAMESPACE } from '../i18n/locale-loaders';

const importList = () => import('../features/import-list/components/import-list-page');
const productCenter = () => import('../features/product-lists/components/product-center-page');
const productEditor = () => import('../features/product-editor/components/product-editor-page');
const pricingRules = () => import('../features/pricing-rules/components/pricing-rules-page');

const editorRoute = { path: 'editor/:productCenterId', element: lazyPage(productEditor) };

/**
 * The catalogue remote's one public surface. `/app/list` is the import list and `/app/products`
 * the product center under their older names (spec 000 §2); both lists open the one product
 * editor; `/app/setting/product` (pricing rules) renders inside the host's settings frame.
 * Auto-update (`/app/products/auto-update`) comes with the product center's own issue: until
 * then that path stays unrouted and the host shows its not-found page.
 */
const catalogueRemote: RemoteModule = {
  namespace: NAMESPACE,
  loadTranslations,
  mounts: {
    'app/products-import': [{ index: true, element: lazyPage(importList) }, editorRoute],
    'app/list': [{ index: true, element: lazyPage(importList) }],
    'app/products-center': [{ index: true, element: lazyPage(productCenter) }, editorRoute],
    'app/products': [{ index: true, element: lazyPage(productCenter) }],
    'app/setting/product': [{ index: true, element: lazyPage(pricingRules) }],
  },
};

export default catalogueRemote;
