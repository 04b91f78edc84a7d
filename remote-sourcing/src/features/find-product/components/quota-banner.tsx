import { Alert, Button } from 'antd';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { changePlanPath } from '@omni/shared/navigation';
import { useBillingHidden } from '@omni/shared/session';
import { importQuotaAtom } from '../../product-card/hooks/import-quota';

/**
 * The listing-quota banner (spec 001 §8): shown once an import was refused for the quota, with
 * usage/limit and the upgrade link; the desktop card scrolls the page up to it.
 */
export function QuotaBanner() {
  const { t } = useTranslation('sourcing');
  const navigate = useNavigate();
  const [quota, setQuota] = useAtom(importQuotaAtom);
  // where billing is hidden: 'Limit quota exceeded' and no upgrade (spec 001 §6, 000 §6)
  const billingHidden = useBillingHidden();
  if (!quota) return null;
  return (
    <Alert
      type="warning"
      showIcon
      closable={{ onClose: () => setQuota(null) }}
      data-testid="quota-banner"
      title={billingHidden ? t('importErrors.limitExceeded') : t('importErrors.quota')}
      description={
        quota.limit !== null && quota.usage !== null
          ? t('importErrors.usage', { usage: quota.usage, limit: quota.limit })
          : undefined
      }
      action={
        billingHidden ? undefined : (
          <Button
            size="small"
            type="primary"
            onClick={() => void navigate(changePlanPath())}
            data-testid="quota-banner-upgrade"
          >
            {t('importErrors.upgrade')}
          </Button>
        )
      }
    />
  );
}
