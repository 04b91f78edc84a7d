import { Navigate } from 'react-router-dom';
import { lazyPage } from '@omni/shared/lazy-page';
import { paths, type RemoteModule } from '@omni/shared/navigation';
import { loadTranslations } from '../i18n/load-translations';
import { NAMESPACE } from '../i18n/locale-loaders';

/** The billing remote's one public surface. */
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
    'app/setting/billing-plan': [
      // the settings menu marks this prefix as the billing entry; the plan itself is shown there
      { index: true, element: <Navigate to={paths.billing()} replace /> },
      {
        path: 'change-plan',
        element: lazyPage(() => import('../features/plans/components/change-plan-page')),
      },
    ],
    'app/setting/wallet': [
      {
        index: true,
        element: lazyPage(() => import('../features/wallet/components/wallet-page')),
      },
    ],
  },
};

export default billingRemote;
