import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@omni/shared/navigation';
import { useCurrentUser } from '../../app/account/use-current-user';
import { HelpCards } from './components/help-cards';
import { QuickStartChecklist } from './components/quick-start-checklist';
import { useQuickStart } from './hooks/use-quick-start';
import './home-page.css';

/** /app: greeting, the quick-start checklist (until dismissed) and the help cards. */
export default function HomePage() {
  const { t } = useTranslation('host');
  const user = useCurrentUser();
  const quickStart = useQuickStart();

  return (
    <div className="omni-home" data-testid="home-page">
      <h1 className="omni-page-title">
        {t('home.greeting', { name: user.first_name || user.email })}
      </h1>
      <p className="omni-home-lead">
        {t('home.lead')}
        {quickStart.dismissed && (
          <>
            {' '}
            <Link to={paths.guideLine()} data-testid="quick-start-reopen">
              {t('home.quickStart.reopen')}
            </Link>
          </>
        )}
      </p>
      {/* Drawn before the order counts arrive, the checklist would change height and move the
          help cards (layout shift). */}
      {quickStart.dismissed ? null : quickStart.pending ? (
        <div data-testid="quick-start-loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : (
        <QuickStartChecklist items={quickStart.items} onDismiss={quickStart.dismiss} />
      )}
      {(quickStart.dismissed || !quickStart.pending) && (
        <HelpCards billingHidden={quickStart.billingHidden} />
      )}
    </div>
  );
}
