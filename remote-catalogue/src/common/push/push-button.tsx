import { SendOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a push starts from: the import-list or editor products the merchant chose. */
export interface PushHandOff {
  /** Import ids (`productCenterId`s), in the order shown. */
  productIds: readonly string[];
  /** Every import of the workplace, including those not loaded. */
  all?: boolean;
}

export interface PushButtonProps {
  handOff: PushHandOff;
  size?: 'small' | 'middle';
  'data-testid'?: string;
}

/**
 * Where a push starts, from the import list (a row or a selection) and from the editor. The
 * push dialog (issue 10) opens from here with `handOff`; until it exists the button says that
 * pushing is not available yet rather than pretend to push.
 */
export function PushButton({ handOff, size = 'middle', 'data-testid': testId }: PushButtonProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Tooltip title={t('push.notYet')}>
      <Button
        size={size}
        icon={<SendOutlined />}
        disabled
        data-testid={testId}
        data-product-count={handOff.all ? 'all' : handOff.productIds.length}
      >
        {t('push.button')}
      </Button>
    </Tooltip>
  );
}
