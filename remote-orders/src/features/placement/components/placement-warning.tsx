import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A placement's warning, translated: placed, but something still asks for the merchant (the
 * supplier not paid, its region …); an unknown key reads as the supplier payment having failed.
 */
export function PlacementWarning({ warningKey }: { warningKey: string }) {
  const { t } = useTranslation('orders');
  return (
    <Typography.Text type="warning" data-testid="placement-warning">
      {t(`placement.warnings.${warningKey}`, {
        defaultValue: t('placement.warnings.supplier_payment_failed'),
      })}
    </Typography.Text>
  );
}
