import { Button, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Store } from '@omni/shared/contracts';
import { SETUP_STEP_COUNT, type ChannelCardModel } from '../rules/channel-cards';
import { learnMoreUrl } from '../rules/learn-more';
import { StoreRow } from './store-row';

export interface ChannelCardProps {
  card: ChannelCardModel;
  disconnectingStoreId: string | null;
  connecting: boolean;
  onConnect: () => void;
  onDisconnect: (store: Store) => void;
}

/**
 * A channel card (spec 002 §2): title, description, setup steps, Active badge; Learn more,
 * Connect, Disconnect (per connected store); Coming soon where the product has no adapter yet.
 */
export function ChannelCard({
  card,
  disconnectingStoreId,
  connecting,
  onConnect,
  onDisconnect,
}: ChannelCardProps) {
  const { t } = useTranslation('host');
  const base = `channels.cards.${card.key}`;
  const steps = Array.from({ length: SETUP_STEP_COUNT }, (_, index) =>
    t(`${base}.steps.${index + 1}`),
  );
  return (
    <Card
      className="omni-channel-card"
      data-testid={`channel-card-${card.key}`}
      title={
        <Space>
          <span>{t(`${base}.title`)}</span>
          {card.isConnected && (
            <Tag color="green" data-testid="channel-active-badge">
              {t('channels.badges.active')}
            </Tag>
          )}
          {card.isComingSoon && (
            <Tag data-testid="channel-coming-soon-badge">{t('channels.badges.comingSoon')}</Tag>
          )}
        </Space>
      }
      actions={[
        <Button
          key="learn-more"
          type="link"
          href={learnMoreUrl(card.key)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('channels.actions.learnMore')}
        </Button>,
        ...(card.isComingSoon
          ? []
          : [
              <Button
                key="connect"
                type={card.isConnected ? 'default' : 'primary'}
                loading={connecting}
                onClick={onConnect}
                data-testid="channel-connect"
              >
                {card.isConnected
                  ? t('channels.actions.connectAnother')
                  : t('channels.actions.connect')}
              </Button>,
            ]),
      ]}
    >
      <Typography.Paragraph type="secondary">{t(`${base}.description`)}</Typography.Paragraph>
      {!card.isConnected && (
        <ol className="omni-channel-steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      {card.stores.length > 0 && (
        <ul className="omni-store-list" aria-label={t('channels.store.listLabel')}>
          {card.stores.map((store) => (
            <StoreRow
              key={store.id}
              store={store}
              disconnecting={disconnectingStoreId === store.id}
              onDisconnect={onDisconnect}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
