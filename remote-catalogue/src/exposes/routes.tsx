import { Navigate } from 'react-router-dom';
import { lazyPage } from '@omni/shared/lazy-page';
import { integrationPath, type RemoteModule } from '@omni/shared/navigation';
import { UNBUILT_INTEGRATION_PAGES } from '../features/integrations/utils/integration-cards';
import { loadTranslations } from '../i18n/load-translations';
import { NAMESPACE } from '../i18n/locale-loaders';

const importList = () => import('../features/import-list/components/import-list-page');
const productCenter = () => import('../features/product-lists/components/product-center-page');
const productEditor = () => import('../features/product-editor/components/product-editor-page');
const pricingRules = () => import('../features/pricing-rules/components/pricing-rules-page');
const integrations = () => import('../features/integrations/components/integrations-page');
const aiWritingSettings = () =>
  import('../features/integrations/components/ai-writing-settings-page');

const editorRoute = { path: 'editor/:productCenterId', element: lazyPage(productEditor) };

/**
 * The catalogue remote's one public surface. `/app/list` is the import list and `/app/products`
 * the product center under their older names (spec 000 §2); both lists open the one product
 * editor; `/app/setting/product` (pricing rules) and `/app/setting/integration` (integrations)
 * render inside the host's settings frame. Of the integrations' sub-pages (spec 000 §2) only AI
 * writing has a page; the spec's others go to the index, which says where each lives or that it is
 * coming soon; any other sub-path is the host's not-found page.
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
    'app/setting/integration': [
      { index: true, element: lazyPage(integrations) },
      { path: 'ai-writing', element: lazyPage(aiWritingSettings) },
      ...UNBUILT_INTEGRATION_PAGES.map((page) => ({
        path: page,
        element: <Navigate to={integrationPath()} replace />,
      })),
    ],
  },
};

export default catalogueRemote;
