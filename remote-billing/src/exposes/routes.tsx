import { lazyPage } from '@omni/shared/lazy-page';
import type { RemoteModule } from '@omni/shared/navigation';
import { loadTranslations } from '../i18n/load-translations';
import { NAMESPACE } from '../i18n/locale-loaders';

/**
 * The billing remote's one public surface. Changing plan is not built yet: that path stays
 * unrouted and the host shows its not-found page, rather than a page that pretends to work.
 */
const billingRemote: RemoteModule = {
  namespace: NAMESPACE,
  loadTranslations,
  mounts: {
    'public/pricing': [
      {
        index: true,
        element: lazyPage(() => import('../features/plans/components/pricing-page')),
      },
    ],
    'app/setting/billing': [
      {
        index: true,
        element: lazyPage(() => import('../features/plans/components/billing-settings-page')),
      },
    ],
    'app/setting/billing-plan': [],
    'app/setting/wallet': [
      {
        index: true,
        element: lazyPage(() => import('../features/wallet/components/wallet-page')),
      },
    ],
  },
};

export default billingRemote;
