import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { PublicLanguagePicker } from '../features/auth/components/public-language-picker';

/** Frame of the public remote pages (pricing, parcel tracking): brand and language, no app menu. */
export function PublicFrame() {
  const { t } = useTranslation('host');
  return (
    <div className="omni-public" data-testid="public-frame">
      <header className="omni-public-header">
        <Link to="/" className="omni-brand">
          {t('brand')}
        </Link>
        <PublicLanguagePicker />
      </header>
      <main className="omni-public-main">
        <Outlet />
      </main>
    </div>
  );
}
