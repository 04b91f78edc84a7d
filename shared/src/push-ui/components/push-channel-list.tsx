import { Avatar, Checkbox, Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChannelPublishSettings, PublishMode } from '@omni/shared/contracts/push';
import type { ChannelChoice, SalesChannelChoice } from '../utils/push-channels';
import { TiktokChannelSettings } from './tiktok-channel-settings';

export interface PushChannelListProps {
  channels: readonly ChannelChoice[];
  onChange: (storeId: string, edit: (channel: ChannelChoice) => ChannelChoice) => void;
}

const PUBLISH_SETTINGS = ['is_publish', 'allow_sell_out_of_stock', 'sync_order'] as const;

interface TiktokSettingsProps {
  settings: ChannelPublishSettings;
  onChange: (edit: Partial<ChannelPublishSettings>) => void;
}

function SalesChannelRow({
  channel,
  onChange,
  tiktok,
}: {
  channel: SalesChannelChoice;
  onChange: (edit: Partial<SalesChannelChoice>) => void;
  /** The store's settings, for TikTok's own (warehouse, weight, dimensions). */
  tiktok: TiktokSettingsProps;
}) {
  const { t } = useTranslation('push');
  const name = t(`salesChannels.${channel.key}`);
  return (
    <li className="omni-push-sales-channel" data-testid={`push-sales-channel-${channel.key}`}>
      <Checkbox
        checked={channel.chosen}
        onChange={(event) => onChange({ chosen: event.target.checked })}
        data-testid="push-sales-channel-check"
      >
        {name}
      </Checkbox>
      {channel.chosen && (
        <Segmented<PublishMode>
          size="small"
          aria-label={t('dialog.modeLabel', { channel: name })}
          value={channel.mode}
          onChange={(mode) => onChange({ mode })}
          options={[
            { value: 'publish', label: t('dialog.modes.publish') },
            { value: 'unpublish', label: t('dialog.modes.unpublish') },
          ]}
          data-testid="push-sales-channel-mode"
        />
      )}
      {channel.chosen && channel.key === 'tiktok' && <TiktokChannelSettings {...tiktok} />}
    </li>
  );
}

/**
 * The stores a product can go to (001 §3 "Channel setting"): a checkbox, label and image each;
 * once checked, its publish settings and, for a Shopify store, its sales channels with a publish
 * or unpublish mode (TikTok with its own listing settings).
 */
export function PushChannelList({ channels, onChange }: PushChannelListProps) {
  const { t } = useTranslation('push');
  const setSetting = (storeId: string, key: keyof ChannelPublishSettings, value: boolean) =>
    onChange(storeId, (c) => ({ ...c, settings: { ...c.settings, [key]: value } }));
  return (
    <ul className="omni-push-channels" aria-label={t('dialog.channels')}>
      {channels.map((channel) => (
        <li
          key={channel.storeId}
          className="omni-push-channel"
          data-testid="push-channel"
          data-store={channel.label}
          data-platform={channel.platform}
        >
          <Checkbox
            checked={channel.checked}
            onChange={(event) =>
              onChange(channel.storeId, (c) => ({ ...c, checked: event.target.checked }))
            }
            data-testid="push-channel-check"
          >
            <Space size={8}>
              <Avatar
                size="small"
                aria-hidden
                className={`omni-push-avatar is-${channel.platform}`}
              >
                {t(`channels.${channel.platform}`).charAt(0)}
              </Avatar>
              <span>
                <Typography.Text strong>{channel.label}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {t(`channels.${channel.platform}`)}
                </Typography.Text>
              </span>
            </Space>
          </Checkbox>
          {channel.checked && (
            <div className="omni-push-channel-settings">
              <Space wrap>
                {PUBLISH_SETTINGS.map((key) => (
                  <Checkbox
                    key={key}
                    checked={channel.settings[key]}
                    onChange={(event) => setSetting(channel.storeId, key, event.target.checked)}
                    data-testid={`push-setting-${key}`}
                  >
                    {t(`dialog.settings.${key}`)}
                  </Checkbox>
                ))}
              </Space>
              {channel.salesChannels.length > 0 && (
                <fieldset className="omni-push-sales-channels">
                  <legend>{t('dialog.salesChannels')}</legend>
                  <ul>
                    {channel.salesChannels.map((sales) => (
                      <SalesChannelRow
                        key={sales.id}
                        channel={sales}
                        tiktok={{
                          settings: channel.settings,
                          onChange: (edit) =>
                            onChange(channel.storeId, (c) => ({
                              ...c,
                              settings: { ...c.settings, ...edit },
                            })),
                        }}
                        onChange={(edit) =>
                          onChange(channel.storeId, (c) => ({
                            ...c,
                            salesChannels: c.salesChannels.map((s) =>
                              s.id === sales.id ? { ...s, ...edit } : s,
                            ),
                          }))
                        }
                      />
                    ))}
                  </ul>
                </fieldset>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
