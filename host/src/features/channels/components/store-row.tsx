import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Store } from '@omni/shared/contracts';
import { useUpdateDefaultStore } from '../api/update-default-store';
import { isSandboxStore } from '../rules/channel-cards';
import { StoreSalesChannels } from './store-sales-channels';

export interface StoreRowProps {
  store: Store;
  disconnecting: boolean;
  onDisconnect: (store: Store) => void;
}

/** One connected store: its domain, Sandbox and Default badges, make-default and Disconnect. */
export function StoreRow({ store, disconnecting, onDisconnect }: StoreRowProps) {
  const { t } = useTranslation('host');
  const makeDefault = useUpdateDefaultStore();
  return (
    <li
      className="omni-store-row"
      data-testid="connected-store"
      data-domain={store.platform_domain}
    >
      <div className="omni-store-row-main">
        <Typography.Text strong dir="ltr" data-testid="connected-store-domain">
          {store.platform_domain}
        </Typography.Text>
        <Space size={4} wrap>
          {isSandboxStore(store) && (
            <Tag color="purple" data-testid="store-sandbox-badge">
              {t('channels.store.sandbox')}
            </Tag>
          )}
          {store.is_default && <Tag color="blue">{t('channels.store.default')}</Tag>}
        </Space>
        <Space size={4} wrap className="omni-store-row-actions">
          {!store.is_default && (
            <Button
              size="small"
              loading={makeDefault.isPending}
              onClick={() => makeDefault.mutate(store.id)}
              data-testid="store-make-default"
            >
              {t('channels.store.makeDefault')}
            </Button>
          )}
          <Button
            size="small"
            danger
            loading={disconnecting}
            onClick={() => onDisconnect(store)}
            data-testid="store-disconnect"
          >
            {t('channels.actions.disconnect')}
          </Button>
        </Space>
      </div>
      {store.platform === 'shopify' && <StoreSalesChannels store={store} />}
    </li>
  );
}
