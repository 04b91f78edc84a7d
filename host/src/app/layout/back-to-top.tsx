import { FloatButton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useReducedMotion } from '@omni/shared/ui';

/** Hidden on the product editor pages, which have their own sticky action bar. */
export function isProductEditorPath(pathname: string): boolean {
  return /\/app\/products-(import|center)\/editor\//.test(pathname);
}

/** Back-to-top button: appears after scrolling 500 px, scrolls smoothly (spec 000 §2) unless the user prefers reduced motion. */
export function BackToTop() {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const reducedMotion = useReducedMotion();
  if (isProductEditorPath(pathname)) return null;
  return (
    <FloatButton.BackTop
      visibilityHeight={500}
      duration={reducedMotion ? 0 : 450}
      tooltip={t('shell.backToTop')}
      aria-label={t('shell.backToTop')}
      data-testid="back-to-top"
    />
  );
}
