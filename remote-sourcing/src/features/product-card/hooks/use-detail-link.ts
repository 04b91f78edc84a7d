import { useLocation } from 'react-router-dom';
import { detectEmbedded } from '@omni/shared/session';
import { useIsMobile } from '@omni/shared/ui';
import { detailOpenMode, detailPath } from '../../product-detail/utils/open-detail';

/**
 * Link props to a product detail (spec 001 §2): a new tab on desktop; in-app when embedded or
 * on mobile, with the list's path (and its filters) passed along for Back.
 */
export function useDetailLink() {
  const mobile = useIsMobile();
  const location = useLocation();
  const mode = detailOpenMode({ embedded: detectEmbedded(), mobile });
  return (product: { source: string; source_product_id: string }, shipTo: string) => {
    const to = detailPath({ ...product, shipTo });
    return mode === 'new-tab'
      ? { to, target: '_blank', rel: 'noopener noreferrer' }
      : { to, state: { from: `${location.pathname}${location.search}` } };
  };
}
