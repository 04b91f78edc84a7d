import { Alert, Button } from 'antd';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { changePlanPath } from '@omni/shared/navigation';
import { importQuotaAtom } from '../../product-card/hooks/import-quota';

/**
 * The listing-quota banner (spec 001 §8): shown once an import was refused for the quota, with
 * usage/limit and the upgrade link; the desktop card scrolls the page up to it.
 */
export function QuotaBanner() {
  const { t } = useTranslation('sourcing');
  const [quota, setQuota] = useAtom(importQuotaAtom);
  if (!quota) return null;
  return (
    <Alert
      type="warning"
      showIcon
      closable={{ onClose: () => setQuota(null) }}
      data-testid="quota-banner"
      title={t('importErrors.quota')}
      description={
        quota.limit !== null && quota.usage !== null
          ? t('importErrors.usage', { usage: quota.usage, limit: quota.limit })
          : undefined
      }
      action={
        <Link to={changePlanPath()}>
          <Button size="small" type="primary">
            {t('importErrors.upgrade')}
          </Button>
        </Link>
      }
    />
  );
}
