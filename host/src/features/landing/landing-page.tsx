import { Button } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { sessionTokenAtom } from '@omni/shared/session';
import { PublicLanguagePicker } from '../auth/components/public-language-picker';
import './landing-page.css';
import { paths } from '@omni/shared/navigation';

/** `/`: signed-in users go straight to the app; others see what the product does. */
export default function LandingPage() {
  const { t } = useTranslation('host');
  const token = useAtomValue(sessionTokenAtom);
  if (token) return <Navigate to={paths.home()} replace />;
  return (
    <div className="omni-landing" data-testid="landing-page">
      <header className="omni-landing-header">
        <span className="omni-brand">{t('brand')}</span>
        <nav>
          <PublicLanguagePicker />
          <Link to={paths.pricing()}>{t('landing.pricing')}</Link>
          <Link to={paths.login()} data-testid="landing-login">
            {t('landing.login')}
          </Link>
        </nav>
      </header>
      <main className="omni-landing-hero">
        <h1>{t('landing.title')}</h1>
        <p>{t('landing.text')}</p>
        <Link to={paths.signup()}>
          <Button type="primary" size="large" data-testid="landing-signup">
            {t('landing.cta')}
          </Button>
        </Link>
        <ul className="omni-landing-points">
          <li>{t('landing.points.find')}</li>
          <li>{t('landing.points.push')}</li>
          <li>{t('landing.points.orders')}</li>
        </ul>
      </main>
    </div>
  );
}
