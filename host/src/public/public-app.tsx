import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LANGUAGES, setLanguage, toLanguageCode } from '@omni/shared/i18n';
import { usePublicTranslation } from './public-entry-context';
import type { PublicEntryPath } from './public-entry-paths';
import '../features/auth/components/auth-layout.css';
import './public-entry.css';

// One chunk per page, as the app's router does.
const PAGES: Record<PublicEntryPath, LazyExoticComponent<ComponentType>> = {
  '/login': lazy(() => import('./pages/login')),
  '/signup': lazy(() => import('./pages/signup')),
  '/forgot-password': lazy(() => import('./pages/forgot-password')),
  '/reset-password': lazy(() => import('./pages/reset-password')),
};

/** Language choice before sign-in: stored on this device (there is no account to save it on). */
function LanguageSelect() {
  const { t, i18n } = usePublicTranslation();
  return (
    <select
      className="omni-language-select"
      value={toLanguageCode(i18n.language) ?? 'en'}
      onChange={(event) => void setLanguage(i18n, event.target.value)}
      aria-label={t('shell.language')}
      data-testid="language-picker"
    >
      {LANGUAGES.map((language) => (
        <option key={language.code} value={language.code} lang={language.code}>
          {language.name}
        </option>
      ))}
    </select>
  );
}

/**
 * The public entry's frame (issue 14 §1, ADR 034): the same header, card and links as the app's
 * auth layout, drawn with plain markup and public-entry.css instead of antd.
 */
export function PublicApp({ page }: { page: PublicEntryPath }) {
  const { t } = usePublicTranslation();
  const Page = PAGES[page];
  return (
    <div className="omni-auth" data-testid="auth-layout">
      <header className="omni-auth-header">
        <a href="/" className="omni-brand">
          {t('brand')}
        </a>
        <LanguageSelect />
      </header>
      <main className="omni-auth-main">
        <div className="omni-auth-card">
          <Suspense fallback={<div className="omni-auth-loading" aria-busy="true" />}>
            <Page />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
