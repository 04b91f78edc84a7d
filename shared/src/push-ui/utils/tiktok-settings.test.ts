import { DEFAULT_PUBLISH_SETTINGS, type SalesChannelChoice } from './push-channels';
import { pushSettings, type PushProduct } from './push-request';
import {
  defaultWarehouseId,
  sentSettingsOf,
  tiktokChosen,
  tiktokSettingsOf,
  validMeasure,
} from './tiktok-settings';

const tiktok = (chosen: boolean): SalesChannelChoice => ({
  id: 'gid://shopify/Publication/3',
  handle: 'tiktok-ads-2',
  key: 'tiktok',
  chosen,
  mode: 'publish',
});
const google: SalesChannelChoice = {
  id: 'gid://shopify/Publication/7',
  handle: 'google',
  key: 'google',
  chosen: true,
  mode: 'publish',
};
const product: PushProduct = {
  id: 'a',
  title: 'a',
  image: null,
  currency: 'USD',
  price_from: 100,
  price_to: 100,
  variant_count: 1,
  pushedStoreIds: [],
};

describe('TikTok channel settings (001 §3, §9)', () => {
  it('counts TikTok as chosen only when its sales channel is', () => {
    expect(tiktokChosen({ salesChannels: [google, tiktok(false)] })).toBe(false);
    expect(tiktokChosen({ salesChannels: [google, tiktok(true)] })).toBe(true);
  });

  it('defaults to 1 kilogram and 1 × 1 × 1 centimetre, keeping what the merchant set', () => {
    expect(tiktokSettingsOf(DEFAULT_PUBLISH_SETTINGS)).toEqual({
      weight: { value: 1, unit: 'kilogram' },
      dimension: { height: 1, width: 1, length: 1, unit: 'centimeter' },
    });
    const set = {
      ...DEFAULT_PUBLISH_SETTINGS,
      warehouse_id: 'wh-2',
      weight: { value: 0.4, unit: 'kilogram' as const },
    };
    expect(tiktokSettingsOf(set)).toEqual({
      warehouse_id: 'wh-2',
      weight: { value: 0.4, unit: 'kilogram' },
      dimension: { height: 1, width: 1, length: 1, unit: 'centimeter' },
    });
  });

  it('picks the default warehouse, else the first, else none', () => {
    const w = (id: string, is_default = false) => ({ id, name: id, is_default });
    expect(defaultWarehouseId([w('a'), w('b', true)])).toBe('b');
    expect(defaultWarehouseId([w('a'), w('b')])).toBe('a');
    expect(defaultWarehouseId([])).toBeUndefined();
  });

  it('sends the TikTok settings with the push only when TikTok is chosen', () => {
    const settings = { ...DEFAULT_PUBLISH_SETTINGS, warehouse_id: 'wh-1' };
    expect(sentSettingsOf({ settings, salesChannels: [google] })).toEqual(DEFAULT_PUBLISH_SETTINGS);
    const channel = {
      storeId: 's1',
      platform: 'shopify' as const,
      label: 's1',
      checked: true,
      settings,
      salesChannels: [google, tiktok(true)],
    };
    expect(pushSettings([channel], [product])).toEqual([
      {
        store_id: 's1',
        push: ['a'],
        settings: {
          ...DEFAULT_PUBLISH_SETTINGS,
          warehouse_id: 'wh-1',
          weight: { value: 1, unit: 'kilogram' },
          dimension: { height: 1, width: 1, length: 1, unit: 'centimeter' },
        },
        publications: [
          { id: google.id, handle: 'google', mode: 'publish' },
          { id: 'gid://shopify/Publication/3', handle: 'tiktok-ads-2', mode: 'publish' },
        ],
      },
    ]);
  });

  it('takes only positive numbers as a weight or a side', () => {
    expect([0.2, 0, -1, null, undefined, Number.NaN].map(validMeasure)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
