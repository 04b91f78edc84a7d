import type { ChannelPreferences, ChannelPublishSettings } from '@omni/shared/contracts/push';
import type { PublishMode } from '@omni/shared/contracts/push';
import { PUSH_PLATFORMS, type PushPlatform } from '@omni/shared/contracts/push';
import type { Store } from '@omni/shared/contracts';
import { salesChannelKeyForHandle, type SalesChannelKey } from '@omni/shared/stores';

/** A Shopify sales channel (publication) of a store, as the dialog offers it. */
export interface SalesChannelChoice {
  /** The publication id (a gid), sent only when chosen. */
  id: string;
  handle: string;
  key: SalesChannelKey;
  chosen: boolean;
  mode: PublishMode;
}

/** One store the dialog can push to (001 §3 "Channel setting"). */
export interface ChannelChoice {
  storeId: string;
  platform: PushPlatform;
  label: string;
  checked: boolean;
  settings: ChannelPublishSettings;
  salesChannels: SalesChannelChoice[];
}

/** 001 §3: every publish setting is on by default. */
export const DEFAULT_PUBLISH_SETTINGS: ChannelPublishSettings = {
  is_publish: true,
  allow_sell_out_of_stock: true,
  sync_order: true,
};

const isPushPlatform = (platform: string): platform is PushPlatform =>
  (PUSH_PLATFORMS as readonly string[]).includes(platform);

/**
 * The dialog's channels: each Shopify and WooCommerce store of the workplace, a Shopify store with
 * its active sales channels of 000 §3 (by handle). What the merchant chose last time (the saved
 * channel preferences) is restored; a store never chosen starts unchecked with the defaults.
 */
export function channelChoices(
  stores: readonly Store[],
  preferences: ChannelPreferences | undefined,
): ChannelChoice[] {
  const saved = new Map((preferences?.channels ?? []).map((c) => [c.store_id, c]));
  return stores.flatMap((store) => {
    if (!isPushPlatform(store.platform)) return [];
    const remembered = saved.get(store.id);
    const chosen = new Map((remembered?.publications ?? []).map((p) => [p.id, p.mode]));
    const salesChannels =
      store.platform === 'shopify'
        ? store.metadata.external_channels.flatMap((channel) => {
            const key = salesChannelKeyForHandle(channel.handle);
            if (!key || !channel.is_active) return [];
            return [
              {
                id: channel.id,
                handle: channel.handle,
                key,
                chosen: chosen.has(channel.id),
                mode: chosen.get(channel.id) ?? ('publish' as const),
              },
            ];
          })
        : [];
    return [
      {
        storeId: store.id,
        platform: store.platform,
        label: store.domain || store.platform_domain,
        checked: remembered?.checked ?? false,
        settings: { ...DEFAULT_PUBLISH_SETTINGS, ...remembered?.settings },
        salesChannels,
      },
    ];
  });
}

/** The choices as the preferences call remembers them (PUT center/products/setting/update_channel). */
export function preferencesOf(channels: readonly ChannelChoice[]): ChannelPreferences {
  return {
    channels: channels.map((c) => ({
      store_id: c.storeId,
      checked: c.checked,
      settings: c.settings,
      publications: c.salesChannels
        .filter((s) => s.chosen && s.id)
        .map((s) => ({ id: s.id, handle: s.handle, mode: s.mode })),
    })),
  };
}
