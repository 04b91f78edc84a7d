import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PushButtonOnIntent } from '@omni/shared/push-on-intent';
import type { PushProduct } from '@omni/shared/push-ui';

export interface BulkActionBarProps {
  count: number;
  /** The selected imports that are loaded, for the push dialog's preview. */
  pushProducts: readonly PushProduct[];
  /** Every import of the workplace is selected: the push takes all `total` of them. */
  pushAll: { total: number } | null;
  /** Offered when more imports exist than are selected and "all" may be chosen. */
  selectAllCount: number | null;
  deleting: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onDelete: () => void;
  onBulkUpdate: () => void;
}

/** What can be done with the selected imports: delete, bulk update, push; or widen to all. */
export function BulkActionBar({
  count,
  pushProducts,
  pushAll,
  selectAllCount,
  deleting,
  onSelectAll,
  onClear,
  onDelete,
  onBulkUpdate,
}: BulkActionBarProps) {
  const { t } = useTranslation('catalogue');
  return (
    <div
      className="omni-import-bulk-bar"
      role="region"
      aria-label={t('bulk.label')}
      data-testid="bulk-action-bar"
    >
      <Typography.Text strong data-testid="bulk-selected-count" data-count={count}>
        {t('bulk.selected', { count })}
      </Typography.Text>
      {selectAllCount !== null && (
        <Button type="link" onClick={onSelectAll} data-testid="bulk-select-all">
          {t('bulk.selectAll', { count: selectAllCount })}
        </Button>
      )}
      <Button type="link" onClick={onClear} data-testid="bulk-clear">
        {t('bulk.clear')}
      </Button>
      <span style={{ flex: 1 }} />
      <Button icon={<EditOutlined aria-hidden />} onClick={onBulkUpdate} data-testid="bulk-update">
        {t('bulk.update')}
      </Button>
      <Popconfirm
        title={t('bulk.deleteConfirm', { count })}
        okText={t('bulk.delete')}
        cancelText={t('bulk.cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'bulk-delete-confirm' }}
        onConfirm={onDelete}
      >
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          loading={deleting}
          data-testid="bulk-delete"
        >
          {t('bulk.delete')}
        </Button>
      </Popconfirm>
      <PushButtonOnIntent
        products={pushProducts}
        {...(pushAll ? { all: pushAll } : {})}
        onPushed={onClear}
        data-testid="bulk-push"
      />
    </div>
  );
}
