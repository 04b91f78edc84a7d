import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuotaPack } from '@omni/shared/plans';
import { formatMinor } from '../../../common/format-minor';

/** "Pack of 100: $5.00" — what one pack of extra quota adds and costs. */
export function PackSize({ pack }: { pack: QuotaPack }) {
  const { t } = useTranslation('billing');
  return (
    <Typography.Text type="secondary">
      {t('extraQuota.packSize', {
        units: pack.units,
        price: formatMinor(pack.price, pack.currency),
      })}
    </Typography.Text>
  );
}
