import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SourceOrder } from '@omni/shared/contracts/orders';
import { orderNumberState } from '../utils/order-number';

/** Long references (an order id, the source and a generation) wrap instead of widening the card. */
const WRAP = { wordBreak: 'break-all' } as const;

/**
 * A supplier order's two numbers, each copyable: the supplier's order number, and our reference
 * the supplier got with it (what the merchant searches AliExpress for after a repeated order).
 * Where there is none yet, it says why, and never shows a number it does not have.
 */
export function SourceOrderNumbers({ source }: { source: SourceOrder }) {
  const { t } = useTranslation('orders');
  const state = orderNumberState(source);
  const numbers = source.order_no.join(', ');
  return (
    <Flex vertical>
      <div>
        <Typography.Text type="secondary">
          {t('orderDetail.panel.orderNumberLabel')}{' '}
        </Typography.Text>
        {state === 'numbers' ? (
          <Typography.Text
            copyable={{ text: numbers }}
            style={WRAP}
            data-testid="source-order-numbers"
          >
            {numbers}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary" data-testid="source-order-number-missing">
            {t(`orderDetail.panel.orderNumberStates.${state}`)}
          </Typography.Text>
        )}
      </div>
      <div>
        <Typography.Text type="secondary">{t('orderDetail.panel.referenceLabel')} </Typography.Text>
        {source.reference ? (
          <Typography.Text
            copyable={{ text: source.reference }}
            style={WRAP}
            data-testid="source-order-reference"
          >
            {source.reference}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary" data-testid="source-order-reference-missing">
            {t('orderDetail.panel.noReference')}
          </Typography.Text>
        )}
      </div>
    </Flex>
  );
}
