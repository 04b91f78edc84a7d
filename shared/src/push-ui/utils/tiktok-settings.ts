import {
  TIKTOK_DEFAULT_DIMENSION,
  TIKTOK_DEFAULT_WEIGHT,
  type ChannelPublishSettings,
} from '@omni/shared/contracts/push';
import type { ChannelChoice } from './push-channels';

/** A warehouse of the merchant's TikTok Shop (GET /tiktok/warehouse). */
export interface TiktokWarehouse {
  id: string;
  name: string;
  is_default: boolean;
}

/** TikTok's own part of a channel's settings: warehouse, weight and dimensions (001 §3). */
export type TiktokSettings = Pick<ChannelPublishSettings, 'warehouse_id' | 'weight' | 'dimension'>;

/** Whether the TikTok sales channel of this store is chosen for the push. */
export function tiktokChosen(channel: Pick<ChannelChoice, 'salesChannels'>): boolean {
  return channel.salesChannels.some((s) => s.key === 'tiktok' && s.chosen);
}

/** The warehouse a TikTok listing goes to when the merchant chose none: the default, else the first. */
export function defaultWarehouseId(warehouses: readonly TiktokWarehouse[]): string | undefined {
  return (warehouses.find((w) => w.is_default) ?? warehouses[0])?.id;
}

/**
 * The TikTok settings as the dialog shows and sends them: what the merchant set, else 1 kilogram
 * and 1 × 1 × 1 centimetre (001 §9), and the chosen warehouse only when there is one.
 */
export function tiktokSettingsOf(
  settings: ChannelPublishSettings,
): Required<Pick<TiktokSettings, 'weight' | 'dimension'>> & Pick<TiktokSettings, 'warehouse_id'> {
  return {
    ...(settings.warehouse_id ? { warehouse_id: settings.warehouse_id } : {}),
    weight: settings.weight ?? { ...TIKTOK_DEFAULT_WEIGHT },
    dimension: settings.dimension ?? { ...TIKTOK_DEFAULT_DIMENSION },
  };
}

/**
 * The publish settings a store's push sends: the three flags, plus the TikTok settings when its
 * TikTok sales channel is chosen (never otherwise, so another store's push carries none).
 */
export function sentSettingsOf(
  channel: Pick<ChannelChoice, 'settings' | 'salesChannels'>,
): ChannelPublishSettings {
  const { is_publish, allow_sell_out_of_stock, sync_order } = channel.settings;
  const flags = { is_publish, allow_sell_out_of_stock, sync_order };
  return tiktokChosen(channel) ? { ...flags, ...tiktokSettingsOf(channel.settings) } : flags;
}

/** Whether a weight or dimension the merchant typed can be sent: a positive number. */
export function validMeasure(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}
