import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { QuickStartChecklist } from './components/quick-start-checklist';
import { useQuickStart } from './hooks/use-quick-start';
import './home-page.css';

/**
 * /app/guide-line (spec 000 §2): the quick-start guide as a page of its own. It is shown whether
 * or not the merchant closed it on the home, so a closed guide can always be found again.
 */
export default function GuideLinePage() {
  const { t } = useTranslation('host');
  const quickStart = useQuickStart();
  return (
    <div className="omni-home" data-testid="guide-line-page">
      <h1 className="omni-page-title">{t('home.quickStart.title')}</h1>
      <p className="omni-home-lead">{t('home.quickStart.lead')}</p>
      {quickStart.pending ? (
        <div data-testid="quick-start-loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : (
        <QuickStartChecklist items={quickStart.items} />
      )}
    </div>
  );
}
