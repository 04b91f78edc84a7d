import { App, Button, Checkbox, Flex, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderColumn, OrderTableKey } from '@omni/shared/contracts/orders';
import { useOrderColumnList, useSaveOrderColumnList } from '../api/order-list';
import {
  isFixedColumn,
  offeredColumns,
  visibleColumns,
  withTableColumns,
} from '../utils/order-columns';

/** Chooses the columns of the current table; the choice is saved for the whole workplace. */
export function ColumnChooser({ table }: { table: OrderTableKey }) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const saved = useOrderColumnList();
  const save = useSaveOrderColumnList();
  const visible = visibleColumns(table, saved.data);

  const toggle = (column: OrderColumn, on: boolean) => {
    const next = offeredColumns(table).filter((c) => (c === column ? on : visible.includes(c)));
    save.mutate(withTableColumns(saved.data, table, next), {
      onError: () => void message.error(t('orderList.columnsSaveError')),
    });
  };

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('orderList.columnsTitle')}
      content={
        <Flex vertical gap={4} data-testid="order-columns-chooser">
          {offeredColumns(table).map((column) => (
            <Checkbox
              key={column}
              checked={visible.includes(column)}
              disabled={isFixedColumn(column) || save.isPending || saved.isPending}
              onChange={(event) => toggle(column, event.target.checked)}
              data-testid={`order-columns-${column}`}
            >
              {t(`orderList.columns.${column}`)}
            </Checkbox>
          ))}
        </Flex>
      }
    >
      <Button data-testid="order-columns-button">{t('orderList.columnsButton')}</Button>
    </Popover>
  );
}
