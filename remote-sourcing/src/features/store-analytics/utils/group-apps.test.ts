import type { StoreApp } from '@omni/shared/contracts';
import { categoryKey, groupApps, normaliseStoreInput } from './group-apps';

const app = (name: string, category: StoreApp['category'], own = false): StoreApp => ({
  name,
  category,
  own,
  short_description: '',
  app_store_url: '',
  website_url: '',
  script_pattern: name,
});

describe('groupApps', () => {
  it('keeps own apps apart and orders groups as the spec lists categories', () => {
    const result = groupApps([
      app('Omni Reviews', 'Products', true),
      app('Ads', 'Advertising'),
      app('Mail', 'Marketing'),
      app('Misc', ''),
      app('Chat', 'Customer service'),
    ]);
    expect(result.own.map((entry) => entry.name)).toEqual(['Omni Reviews']);
    expect(result.groups.map((group) => group.category)).toEqual([
      'Marketing',
      'Customer service',
      'Advertising',
      '',
    ]);
  });
});

describe('categoryKey', () => {
  it('turns a category into a translation key', () => {
    expect(categoryKey('Orders and shipping')).toBe(
      'storeAnalytics.categories.orders_and_shipping',
    );
    expect(categoryKey('Social media')).toBe('storeAnalytics.categories.social_media');
    expect(categoryKey('')).toBe('storeAnalytics.categories.other');
  });
});

describe('normaliseStoreInput', () => {
  it('drops surrounding and inner blanks', () => {
    expect(normaliseStoreInput('  shop.example.com ')).toBe('shop.example.com');
    expect(normaliseStoreInput('   ')).toBe('');
  });
});
