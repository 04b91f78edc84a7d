import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * A placement's warning in words: placed, but something still asks for the merchant (the
 * supplier not paid, its region …); an unknown key reads as the supplier payment having failed.
 */
export const placementWarningText = (t: TFunction<'orders'>, warningKey: string): string =>
  t(`placement.warnings.${warningKey}`, {
    defaultValue: t('placement.warnings.supplier_payment_failed'),
  });

/** A placement's warning, translated (`placementWarningText`). */
export function PlacementWarning({ warningKey }: { warningKey: string }) {
  const { t } = useTranslation('orders');
  return (
    <Typography.Text type="warning" data-testid="placement-warning">
      {placementWarningText(t, warningKey)}
    </Typography.Text>
  );
}
