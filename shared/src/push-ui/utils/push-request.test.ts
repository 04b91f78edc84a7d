import type { ChannelChoice } from './push-channels';
import { DEFAULT_PUBLISH_SETTINGS } from './push-channels';
import {
  exceedsQuota,
  isPodPush,
  listingCostOf,
  multiSourceProducts,
  pushBlocked,
  pushSettings,
  willOverwrite,
  type PushProduct,
} from './push-request';

const product = (id: string, pushedStoreIds: string[] = [], variant_count = 3): PushProduct => ({
  id,
  title: id,
  image: null,
  currency: 'USD',
  price_from: 100,
  price_to: 200,
  variant_count,
  pushedStoreIds,
});

const channel = (storeId: string, overrides: Partial<ChannelChoice> = {}): ChannelChoice => ({
  storeId,
  platform: 'shopify',
  label: storeId,
  checked: true,
  settings: DEFAULT_PUBLISH_SETTINGS,
  salesChannels: [],
  ...overrides,
});

describe('pushSettings (001 §5)', () => {
  it('sends products already in a store to update and the rest to push, dropping empty lists', () => {
    const products = [product('a', ['s1']), product('b')];
    expect(pushSettings([channel('s1'), channel('s2')], products)).toEqual([
      { store_id: 's1', push: ['b'], update: ['a'], settings: DEFAULT_PUBLISH_SETTINGS },
      { store_id: 's2', push: ['a', 'b'], settings: DEFAULT_PUBLISH_SETTINGS },
    ]);
    expect(pushSettings([channel('s1')], [product('a', ['s1'])])).toEqual([
      { store_id: 's1', update: ['a'], settings: DEFAULT_PUBLISH_SETTINGS },
    ]);
  });

  it('leaves out unchecked stores and sales channels not chosen or without an id', () => {
    const shop = channel('s1', {
      salesChannels: [
        { id: 'gid://p/1', handle: 'google', key: 'google', chosen: true, mode: 'publish' },
        { id: 'gid://p/2', handle: 'shop-72', key: 'shop', chosen: false, mode: 'publish' },
        { id: '', handle: 'x-ads', key: 'twitter', chosen: true, mode: 'unpublish' },
      ],
    });
    const settings = pushSettings([shop, channel('s2', { checked: false })], [product('a')]);
    expect(settings).toHaveLength(1);
    expect(settings[0]!.publications).toEqual([
      { id: 'gid://p/1', handle: 'google', mode: 'publish' },
    ]);
  });
});

describe('willOverwrite and listingCostOf', () => {
  it('warns only when a checked store already holds a product, and charges new listings only', () => {
    const products = [product('a', ['s1']), product('b', [], 250)];
    expect(willOverwrite([channel('s1')], products)).toBe(true);
    expect(willOverwrite([channel('s1', { checked: false }), channel('s2')], products)).toBe(false);
    // s1: b is new (250 variants → 3 units); s2: both new (1 + 3)
    expect(listingCostOf([channel('s1'), channel('s2')], products)).toBe(7);
  });
});

describe('pushBlocked', () => {
  const ready = { loading: false, productCount: 1, checkedChannels: 1, overQuota: false };
  it('names why the push button is disabled, in the order of 001 §5', () => {
    expect(pushBlocked(ready)).toBeNull();
    expect(pushBlocked({ ...ready, loading: true })).toBe('loading');
    expect(pushBlocked({ ...ready, productCount: 0 })).toBe('noProducts');
    expect(pushBlocked({ ...ready, checkedChannels: 0 })).toBe('noChannel');
    expect(pushBlocked({ ...ready, overQuota: true })).toBe('overQuota');
  });
});

describe('exceedsQuota', () => {
  it('treats -1 and -2 as unlimited and 0 as no access', () => {
    expect(exceedsQuota({ limit: -1, usage: 900 }, 5)).toBe(false);
    expect(exceedsQuota({ limit: -2, usage: 900 }, 5)).toBe(false);
    expect(exceedsQuota({ limit: 0, usage: 0 }, 1)).toBe(true);
    expect(exceedsQuota({ limit: 10, usage: 8 }, 2)).toBe(false);
    expect(exceedsQuota({ limit: 10, usage: 8 }, 3)).toBe(true);
  });
});

describe('multiSourceProducts and isPodPush (001 §3 multi-source push)', () => {
  const design = {
    design_id: '00000000-0000-4000-8000-000000000000',
    area: 'front',
    image_url: 'http://api.test/api/pod/designs/00000000-0000-4000-8000-000000000000/image',
    position: { x: 0.5, y: 0.5 },
    scale: 0.5,
    rotation: 0,
  };
  const blank: PushProduct = {
    ...product('omni_blank_pod:7'),
    supplier: { source: 'omni_blank_pod', product_id: '7', ship_to: 'US', design_info: design },
  };
  const card: PushProduct = {
    ...product('omni:9'),
    supplier: { source: 'omni', product_id: '9', ship_to: 'GB' },
  };

  it('sends imports by id, supplier products by source, and a blank with its design', () => {
    expect(multiSourceProducts([product('a'), card, blank])).toEqual([
      { product_id: 'a', source: 'import' },
      { product_id: '9', source: 'omni', ship_to: 'GB' },
      { product_id: '7', source: 'omni_blank_pod', ship_to: 'US', design_info: design },
    ]);
  });

  it('is a pod push when any product has a design', () => {
    expect(isPodPush([product('a'), card])).toBe(false);
    expect(isPodPush([card, blank])).toBe(true);
  });
});
