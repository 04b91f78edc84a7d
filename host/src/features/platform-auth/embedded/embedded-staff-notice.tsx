import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detectEmbedded } from '@omni/shared/session';
import { useShopifyStaffStatus } from '../api/shopify-staff';
import { useOpenStaffBind } from './use-open-staff-bind';
import '../platform-auth.css';

/**
 * Inside the Shopify admin, a staff member who never linked their own account uses the shop
 * owner's: say so, and offer to sign in with their own account once (in a window of its own).
 */
export function EmbeddedStaffNotice() {
  const { t } = useTranslation('host');
  const [embedded] = useState(() => detectEmbedded());
  const status = useShopifyStaffStatus(embedded);
  const bind = useOpenStaffBind();
  if (!embedded || !status.data?.shop || status.data.linked) return null;
  return (
    <Alert
      type="info"
      showIcon
      closable
      className="omni-embedded-staff-notice"
      data-testid="embedded-staff-notice"
      title={t('platformAuth.staff.notice')}
      description={t('platformAuth.staff.noticeText')}
      action={
        <Button
          size="small"
          type="primary"
          loading={bind.busy}
          onClick={() => void bind.open('_blank')}
          data-testid="embedded-staff-use-own"
        >
          {t('platformAuth.staff.useOwn')}
        </Button>
      }
    />
  );
}
