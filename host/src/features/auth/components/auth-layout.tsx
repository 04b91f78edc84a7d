import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { PublicLanguagePicker } from './public-language-picker';
import './auth-layout.css';

/** Centered card for the sign-in family of pages, with a language picker for signed-out users. */
export default function AuthLayout() {
  const { t } = useTranslation('host');
  return (
    <div className="omni-auth" data-testid="auth-layout">
      <header className="omni-auth-header">
        <Link to="/" className="omni-brand">
          {t('brand')}
        </Link>
        <PublicLanguagePicker />
      </header>
      <main className="omni-auth-main">
        <Card className="omni-auth-card">
          <Outlet />
        </Card>
      </main>
    </div>
  );
}
