import { Alert, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from '@omni/shared/ui';
import type { Store } from '@omni/shared/contracts';

export interface DisconnectStoreDialogProps {
  store: Store;
  /** The platform confirmed nothing yet: the API call or the realtime event is awaited. */
  waiting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The disconnect confirmation (spec 002 §2); it stays open with progress until it is done. */
export function DisconnectStoreDialog({
  store,
  waiting,
  onConfirm,
  onCancel,
}: DisconnectStoreDialogProps) {
  const { t } = useTranslation('host');
  useFocusReturn();
  return (
    <Modal
      open
      title={t('channels.disconnect.title')}
      okText={t('channels.actions.disconnect')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: waiting, 'data-testid': 'disconnect-confirm' }}
      cancelButtonProps={{ disabled: waiting }}
      closable={!waiting}
      mask={{ closable: !waiting }}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <div data-testid="disconnect-store-dialog">
        <Typography.Paragraph>
          {t('channels.disconnect.text', { domain: store.platform_domain })}
        </Typography.Paragraph>
        {waiting && (
          <Alert
            type="info"
            showIcon
            icon={<Spin size="small" />}
            title={t(`channels.disconnect.waiting.${store.platform}`)}
            data-testid="disconnect-waiting"
          />
        )}
      </div>
    </Modal>
  );
}
