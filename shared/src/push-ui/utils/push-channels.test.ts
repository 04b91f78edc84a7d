import type { Store } from '@omni/shared/contracts';
import { channelChoices, DEFAULT_PUBLISH_SETTINGS, preferencesOf } from './push-channels';

const channel = (id: string, handle: string, is_active = true) => ({
  id,
  handle,
  name: handle,
  developer_name: 'dev',
  app_id: `app-${id}`,
  is_active,
});

const store = (
  id: string,
  platform: Store['platform'],
  channels = [] as ReturnType<typeof channel>[],
): Store => ({
  id,
  platform,
  workplace_id: 'w',
  platform_domain: `${id}.example`,
  domain: `${id}.com`,
  currency: 'USD',
  is_default: false,
  metadata: { external_channels: channels },
});

describe('channelChoices', () => {
  it('offers Shopify and WooCommerce stores, Shopify with its known, active sales channels', () => {
    const stores = [
      store('s1', 'shopify', [
        channel('gid://p/1', 'google'),
        channel('gid://p/2', 'online_store'),
        channel('gid://p/3', 'pinterest-4', false),
        channel('gid://p/4', 'facebook-ads'),
      ]),
      store('w1', 'woocommerce'),
      store('t1', 'tiktok' as Store['platform']),
    ];
    const choices = channelChoices(stores, undefined);
    expect(choices.map((c) => [c.storeId, c.checked, c.label])).toEqual([
      ['s1', false, 's1.com'],
      ['w1', false, 'w1.com'],
    ]);
    expect(choices[0]!.settings).toEqual(DEFAULT_PUBLISH_SETTINGS);
    expect(choices[0]!.salesChannels.map((s) => s.key)).toEqual(['google', 'meta']);
    expect(choices[1]!.salesChannels).toEqual([]);
  });

  it('restores what was chosen last time and saves it back the same way', () => {
    const stores = [store('s1', 'shopify', [channel('gid://p/1', 'google')])];
    const preferences = {
      channels: [
        {
          store_id: 's1',
          checked: true,
          settings: { ...DEFAULT_PUBLISH_SETTINGS, sync_order: false },
          publications: [{ id: 'gid://p/1', handle: 'google', mode: 'unpublish' as const }],
        },
      ],
    };
    const choices = channelChoices(stores, preferences);
    expect(choices[0]).toMatchObject({ checked: true, settings: { sync_order: false } });
    expect(choices[0]!.salesChannels[0]).toMatchObject({ chosen: true, mode: 'unpublish' });
    expect(preferencesOf(choices)).toEqual(preferences);
  });
});
