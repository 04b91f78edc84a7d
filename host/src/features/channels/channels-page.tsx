import { Alert, Button, Result, Skeleton } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '@omni/shared/contracts';
import { currentShopIdAtom } from '@omni/shared/session';
import { ChannelCard } from './components/channel-card';
import { ConnectStoreDialog } from './components/connect-store-dialog';
import { DisconnectStoreDialog } from './components/disconnect-store-dialog';
import { SourceConnections } from './components/source-connections';
import { useConnectRequest } from './hooks/use-connect-request';
import { useDisconnectStore } from './hooks/use-disconnect-store';
import { useLinkResultNotice } from './hooks/use-link-result-notice';
import { useStoresWithPendingConnection } from './hooks/use-pending-connection';
import { channelCards } from './rules/channel-cards';
import './channels-page.css';

/** /app/channel (my channels): store channels to connect or disconnect, and supply sources. */
export default function ChannelsPage() {
  const { t } = useTranslation('host');
  const currentShopId = useAtomValue(currentShopIdAtom);
  const { stores, pending, setPending } = useStoresWithPendingConnection();
  const connect = useConnectRequest();
  const [toDisconnect, setToDisconnect] = useState<Store | null>(null);
  const disconnect = useDisconnectStore();
  useLinkResultNotice();

  const cards = channelCards(stores.data ?? [], currentShopId);

  return (
    <div className="omni-channels" data-testid="channels-page">
      <h1 className="omni-page-title">{t('channels.title')}</h1>
      <p className="omni-channels-lead">{t('channels.lead')}</p>

      {pending && (
        <Alert
          type="info"
          showIcon
          className="omni-channels-pending"
          data-testid="connect-pending"
          title={t('channels.connect.pending', { domain: pending.address })}
          action={
            <Button size="small" onClick={() => setPending(null)}>
              {t('channels.connect.stopWaiting')}
            </Button>
          }
        />
      )}

      <h2 className="omni-channels-section">{t('channels.storesSection')}</h2>
      {stores.isPending ? (
        <Skeleton active />
      ) : stores.isError && !stores.data ? (
        <Result
          status="warning"
          title={t('channels.loadFailed')}
          extra={
            <Button type="primary" onClick={() => void stores.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <div className="omni-channel-grid">
          {cards.map((card) => (
            <ChannelCard
              key={card.key}
              card={card}
              connecting={pending?.platform === card.key}
              disconnectingStoreId={disconnect.storeId}
              onConnect={() => card.connectable && connect.open(card.connectable)}
              onDisconnect={setToDisconnect}
            />
          ))}
        </div>
      )}

      <h2 className="omni-channels-section">{t('channels.sourcesSection')}</h2>
      <SourceConnections stores={stores.data ?? []} />

      {connect.request && (
        <ConnectStoreDialog
          key={connect.request.platform}
          platform={connect.request.platform}
          initialAddress={connect.request.address}
          onClose={connect.close}
          onStarted={(address) =>
            connect.request && setPending({ platform: connect.request.platform, address })
          }
        />
      )}
      {toDisconnect && (
        <DisconnectStoreDialog
          store={toDisconnect}
          waiting={disconnect.storeId === toDisconnect.id}
          onCancel={() => setToDisconnect(null)}
          onConfirm={() =>
            void disconnect.run(toDisconnect).then((outcome) => {
              if (outcome !== 'failed') setToDisconnect(null);
            })
          }
        />
      )}
    </div>
  );
}
