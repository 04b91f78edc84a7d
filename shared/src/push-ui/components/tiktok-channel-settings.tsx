import { Alert, Flex, InputNumber, Select, Space, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TIKTOK_PREREQUISITES, type ChannelPublishSettings } from '@omni/shared/contracts/push';
import { NUMBER_STEP_CONTROLS } from '@omni/shared/ui';
import { useTiktokPrerequisites, useTiktokWarehouses } from '../api/get-tiktok-listing';
import { defaultWarehouseId, tiktokSettingsOf, validMeasure } from '../utils/tiktok-settings';

export interface TiktokChannelSettingsProps {
  settings: ChannelPublishSettings;
  onChange: (edit: Partial<ChannelPublishSettings>) => void;
}

const DIMENSIONS = ['length', 'width', 'height'] as const;
const known = (key: string): key is (typeof TIKTOK_PREREQUISITES)[number] =>
  (TIKTOK_PREREQUISITES as readonly string[]).includes(key);

/**
 * TikTok's listing settings under its sales channel (001 §3): the warehouse (GET /tiktok/warehouse),
 * the package's weight in kilograms and dimensions in centimetres (1 and 1 × 1 × 1 by default),
 * and what TikTok still lacks before it takes listings (GET /tiktok/listing-prerequisites).
 */
export function TiktokChannelSettings({ settings, onChange }: TiktokChannelSettingsProps) {
  const { t } = useTranslation('push');
  const id = useId();
  const prerequisites = useTiktokPrerequisites(true);
  const warehouses = useTiktokWarehouses(true);
  const shown = tiktokSettingsOf(settings);
  const fallback = warehouses.data ? defaultWarehouseId(warehouses.data) : undefined;
  const chosenKnown = warehouses.data?.some((w) => w.id === settings.warehouse_id) ?? false;

  // the default warehouse is the one sent until the merchant picks another
  useEffect(() => {
    if (!warehouses.data || chosenKnown || settings.warehouse_id === fallback) return;
    onChange({ warehouse_id: fallback });
  }, [warehouses.data, chosenKnown, fallback, settings.warehouse_id, onChange]);

  const missing = prerequisites.data && !prerequisites.data.ready ? prerequisites.data.missing : [];
  return (
    <Flex vertical gap={8} className="omni-push-tiktok" data-testid="push-tiktok-settings">
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="push-tiktok-prerequisites"
          title={t('tiktok.notReady')}
          description={
            <ul className="omni-push-tiktok-missing">
              {missing.map((key) => (
                <li key={key}>
                  {known(key) ? t(`tiktok.missing.${key}`) : t('tiktok.missingOther')}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Flex vertical gap={4}>
        <Typography.Text id={`${id}-warehouse`}>{t('tiktok.warehouse')}</Typography.Text>
        <Select
          aria-labelledby={`${id}-warehouse`}
          data-testid="push-tiktok-warehouse"
          loading={warehouses.isPending}
          disabled={!warehouses.data || warehouses.data.length === 0}
          placeholder={
            warehouses.data?.length === 0 ? t('tiktok.noWarehouse') : t('tiktok.chooseWarehouse')
          }
          value={chosenKnown ? settings.warehouse_id : undefined}
          onChange={(warehouse_id: string) => onChange({ warehouse_id })}
          options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
          style={{ maxWidth: 320 }}
        />
      </Flex>
      <Space wrap size={12}>
        <label className="omni-push-tiktok-measure">
          <span>{t('tiktok.weight')}</span>
          <InputNumber<number>
            min={0.001}
            step={0.1}
            controls={NUMBER_STEP_CONTROLS}
            value={shown.weight.value}
            suffix={t('tiktok.kilogram')}
            onChange={(value) => {
              if (validMeasure(value)) onChange({ weight: { value, unit: 'kilogram' } });
            }}
            data-testid="push-tiktok-weight"
          />
        </label>
        {DIMENSIONS.map((side) => (
          <label key={side} className="omni-push-tiktok-measure">
            <span>{t(`tiktok.${side}`)}</span>
            <InputNumber<number>
              min={0.01}
              step={1}
              controls={NUMBER_STEP_CONTROLS}
              value={shown.dimension[side]}
              suffix={t('tiktok.centimeter')}
              onChange={(value) => {
                if (validMeasure(value))
                  onChange({ dimension: { ...shown.dimension, [side]: value } });
              }}
              data-testid={`push-tiktok-${side}`}
            />
          </label>
        ))}
      </Space>
    </Flex>
  );
}
