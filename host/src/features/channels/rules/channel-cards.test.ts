import type { Store } from '@omni/shared/contracts';
import { channelCards, isSandboxStore } from './channel-cards';

const store = (id: string, platform: Store['platform'], extra: Partial<Store> = {}): Store => ({
  id,
  platform,
  workplace_id: 'w1',
  platform_domain: `${id}.example`,
  domain: `${id}.example`,
  currency: 'USD',
  is_default: false,
  metadata: { external_channels: [] },
  ...extra,
});

describe('channelCards (spec 002 §2, §3)', () => {
  it('lists the five connection kinds; only Shopify and WooCommerce can connect', () => {
    const cards = channelCards([], null);
    expect(cards.map((card) => card.key)).toEqual([
      'shopify',
      'woocommerce',
      'tiktok',
      'facebook',
      'google',
    ]);
    expect(cards.filter((card) => card.isComingSoon).map((card) => card.key)).toEqual([
      'tiktok',
      'facebook',
      'google',
    ]);
    expect(cards.every((card) => !card.isConnected && !card.isActive)).toBe(true);
  });

  it('groups the stores by platform and marks the selected store’s kind active', () => {
    const cards = channelCards(
      [store('a', 'shopify'), store('b', 'shopify'), store('c', 'woocommerce')],
      'c',
    );
    const [shopify, woo] = cards;
    expect(shopify?.stores.map((s) => s.id)).toEqual(['a', 'b']);
    expect(shopify?.isConnected).toBe(true);
    expect(shopify?.isActive).toBe(false);
    expect(woo?.isConnected).toBe(true);
    expect(woo?.isActive).toBe(true);
  });
});

describe('isSandboxStore', () => {
  it('is true only when the API marks the store as a stand-in store', () => {
    expect(isSandboxStore(store('a', 'shopify', { sandbox: true }))).toBe(true);
    expect(isSandboxStore(store('a', 'shopify'))).toBe(false);
  });
});
