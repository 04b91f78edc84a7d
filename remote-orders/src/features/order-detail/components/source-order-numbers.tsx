import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SourceOrder } from '@omni/shared/contracts/orders';
import { orderNumberState } from '../utils/order-number';

/** Long references (an order id, the source and a generation) wrap instead of widening the card. */
const WRAP = { wordBreak: 'break-all' } as const;

/**
 * A supplier order's two numbers, each copyable: the supplier's order number, and our reference
 * the supplier got with it (what the merchant searches AliExpress for after a repeated order).
 * Where there is none yet, it says why, and never shows a number it does not have. A placement the
 * supplier split into several orders (AliExpress, one per seller) lists every number, each
 * copyable on its own with its own status at the source (ADR 040, amended).
 */
export function SourceOrderNumbers({ source }: { source: SourceOrder }) {
  const { t } = useTranslation('orders');
  const state = orderNumberState(source);
  const split = state === 'numbers' && source.order_no.length > 1;
  const statusOf = (number: string) =>
    source.order_statuses?.find((entry) => entry.order_no === number)?.source_status ?? null;
  return (
    <Flex vertical>
      {split ? (
        <div>
          <Typography.Text type="secondary">
            {t('orderDetail.panel.orderNumbersLabel', { count: source.order_no.length })}
          </Typography.Text>
          <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="source-order-numbers">
            {source.order_no.map((number) => {
              const status = statusOf(number);
              return (
                <li key={number} data-testid="source-order-number">
                  <Typography.Text copyable={{ text: number }} style={WRAP}>
                    {number}
                  </Typography.Text>
                  {status ? (
                    <Typography.Text type="secondary" data-testid="source-order-number-status">
                      {' '}
                      {t('orderDetail.panel.sourceStatus', {
                        status: t(`orderDetail.panel.sourceStatuses.${source.source}.${status}`, {
                          defaultValue: status,
                        }),
                      })}
                    </Typography.Text>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <div>
          <Typography.Text type="secondary">
            {t('orderDetail.panel.orderNumberLabel')}{' '}
          </Typography.Text>
          {state === 'numbers' ? (
            <Typography.Text
              copyable={{ text: source.order_no[0]! }}
              style={WRAP}
              data-testid="source-order-numbers"
            >
              {source.order_no[0]}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary" data-testid="source-order-number-missing">
              {t(`orderDetail.panel.orderNumberStates.${state}`)}
            </Typography.Text>
          )}
        </div>
      )}
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
