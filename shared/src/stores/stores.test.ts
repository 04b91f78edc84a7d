import {
  isStoreAlreadyLinked,
  normalizeShopifyDomain,
  normalizeStoreAddress,
  normalizeWooCommerceAddress,
  salesChannelKeyForHandle,
  storeDomainKey,
} from './index';

describe('normalizeShopifyDomain (spec 002 §5)', () => {
  it.each([
    ['my-shop', 'my-shop.myshopify.com'],
    ['  My-Shop  ', 'my-shop.myshopify.com'],
    ['my-shop.myshopify.com', 'my-shop.myshopify.com'],
    ['https://My-Shop.myshopify.com/admin/products?x=1', 'my-shop.myshopify.com'],
    ['http://my-shop.myshopify.com:443/', 'my-shop.myshopify.com'],
    ['my-shop.myshopify.com.', 'my-shop.myshopify.com'],
    ['https://admin.shopify.com/store/my-shop/orders', 'my-shop.myshopify.com'],
    ['shop1#top', 'shop1.myshopify.com'],
  ])('%p → %p', (input, expected) => {
    expect(normalizeShopifyDomain(input)).toEqual({ ok: true, address: expected });
  });

  it('rejects blank input as required', () => {
    expect(normalizeShopifyDomain('   ')).toEqual({ ok: false, problem: 'required' });
  });

  it.each(['shop.example.com', 'my shop', '-shop', 'shop_1', 'https://'])(
    'rejects %p (not a shop handle or permanent domain)',
    (input) => expect(normalizeShopifyDomain(input)).toEqual({ ok: false, problem: 'invalid' }),
  );
});

describe('normalizeWooCommerceAddress', () => {
  it.each([
    ['Shop.Example.com', 'https://shop.example.com'],
    ['https://shop.example.com/', 'https://shop.example.com'],
    ['http://127.0.0.1:4102', 'http://127.0.0.1:4102'],
    ['https://example.com/Blog/?p=1#x', 'https://example.com/Blog'],
    ['localhost:8080/wp', 'https://localhost:8080/wp'],
  ])('%p → %p', (input, expected) => {
    expect(normalizeWooCommerceAddress(input)).toEqual({ ok: true, address: expected });
  });

  it('rejects blank input, other schemes and things that are not addresses', () => {
    expect(normalizeWooCommerceAddress('')).toEqual({ ok: false, problem: 'required' });
    for (const input of [
      'ftp://shop.example.com',
      'shop',
      'not a url',
      'https://exa mple.com',
      'http://127.0.0.1:65536',
      'https://999.1.1.1',
    ]) {
      expect(normalizeWooCommerceAddress(input)).toEqual({ ok: false, problem: 'invalid' });
    }
  });
});

describe('normalizeStoreAddress', () => {
  it('applies the rule of the platform', () => {
    expect(normalizeStoreAddress('shopify', 'a')).toEqual({
      ok: true,
      address: 'a.myshopify.com',
    });
    expect(normalizeStoreAddress('woocommerce', 'a.com')).toEqual({
      ok: true,
      address: 'https://a.com',
    });
  });
});

describe('isStoreAlreadyLinked (StoreAlreadyExistsInThisAccount)', () => {
  const linked = [
    { platform_domain: 'my-shop.myshopify.com' },
    { platform_domain: 'woo.example.com' },
  ];

  it('finds the same domain whatever the scheme, case, www or trailing slash', () => {
    expect(isStoreAlreadyLinked('my-shop.myshopify.com', linked)).toBe(true);
    expect(isStoreAlreadyLinked('https://www.Woo.example.com/', linked)).toBe(true);
  });

  it('lets another domain through', () => {
    expect(isStoreAlreadyLinked('other.myshopify.com', linked)).toBe(false);
    expect(isStoreAlreadyLinked('https://woo.example.com/shop', linked)).toBe(false);
  });

  it('compares keys without scheme and www', () => {
    expect(storeDomainKey('HTTP://www.A.com//')).toBe('a.com');
  });
});

describe('salesChannelKeyForHandle (spec 000 §3)', () => {
  it('maps publication handles to channel keys', () => {
    expect(salesChannelKeyForHandle('facebook-ads')).toBe('meta');
    expect(salesChannelKeyForHandle('tiktok-ads-2')).toBe('tiktok');
    expect(salesChannelKeyForHandle('shop-72')).toBe('shop');
    expect(salesChannelKeyForHandle('snap-ads-sync')).toBe('snapchat');
    expect(salesChannelKeyForHandle('pinterest-4')).toBe('pinterest');
    expect(salesChannelKeyForHandle('x-ads')).toBe('twitter');
    expect(salesChannelKeyForHandle('google')).toBe('google');
  });

  it('has no key for the online store or unknown apps', () => {
    expect(salesChannelKeyForHandle('online_store')).toBeNull();
  });
});
