import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Store } from '@omni/shared/contracts';
import { salesChannelKeyForHandle } from '@omni/shared/stores';
import { useRefreshPublications } from '../api/refresh-publications';

/**
 * The sales channels (publications) of a Shopify store, as last read from Shopify, and a refresh
 * that reads them again. Channels the product can push to are named by its own channel key.
 */
export function StoreSalesChannels({ store }: { store: Store }) {
  const { t } = useTranslation('host');
  const refresh = useRefreshPublications();
  const channels = store.metadata.external_channels;
  return (
    <div className="omni-sales-channels" data-testid="store-sales-channels">
      <div className="omni-sales-channels-header">
        <Typography.Text strong>{t('channels.salesChannels.title')}</Typography.Text>
        <Button
          size="small"
          icon={<ReloadOutlined aria-hidden />}
          loading={refresh.isPending}
          onClick={() => refresh.mutate(store.id)}
          data-testid="sales-channels-refresh"
        >
          {t('channels.salesChannels.refresh')}
        </Button>
      </div>
      {channels.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('channels.salesChannels.empty')}
        />
      ) : (
        <List
          size="small"
          dataSource={channels}
          renderItem={(channel) => {
            const key = salesChannelKeyForHandle(channel.handle);
            return (
              <List.Item key={channel.id} data-testid="sales-channel">
                <span>
                  {key ? t(`channels.salesChannels.keys.${key}`) : channel.name}
                  {key && channel.name !== t(`channels.salesChannels.keys.${key}`) && (
                    <Typography.Text type="secondary"> · {channel.name}</Typography.Text>
                  )}
                </span>
                <Tag color={channel.is_active ? 'green' : 'default'}>
                  {channel.is_active
                    ? t('channels.salesChannels.active')
                    : t('channels.salesChannels.inactive')}
                </Tag>
              </List.Item>
            );
          }}
        />
      )}
    </div>
  );
}
