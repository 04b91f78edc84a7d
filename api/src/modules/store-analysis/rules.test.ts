import type { StoreApp } from '@omni/shared/contracts';
import { buildCatalogue, OWN_APPS, regexToSubstring } from './app-catalogue';
import { detectApps } from './detect-apps';
import { isExcludedHost } from './marketplaces';
import { bareProfile } from './social-links';
import { mapStoreProducts } from './store-products';
import { detectTheme } from './theme';

describe('regexToSubstring', () => {
  it.each([
    ['cdn\\.judge\\.me', 'cdn.judge.me'],
    ['^https?://static\\.klaviyo\\.com/onsite', 'static.klaviyo.com/onsite'],
    ['\\/\\/code\\.tidio\\.co', 'code.tidio.co'],
    ['widget\\.example\\.com/v([\\d.]+)\\;version:\\1', undefined],
    ['cdn\\.example\\.com\\;version:\\1', 'cdn.example.com'],
    ['(?:a|b)\\.js', undefined],
    ['a\\.js', undefined],
  ])('%s → %s', (pattern, expected) => {
    expect(regexToSubstring(pattern)).toBe(expected);
  });
});

describe('buildCatalogue', () => {
  it('keeps store-app categories, maps them to the spec categories, own apps first', () => {
    const catalogue = buildCatalogue({
      'Chat One': { cats: [52], scriptSrc: 'chat\\.one\\.io', website: 'https://chat.one' },
      'Some CDN': { cats: [31], scriptSrc: 'cdn\\.something\\.net' },
      Reviewer: {
        cats: [90],
        scriptSrc: ['rev\\.example\\.com', '^bad(regex'],
        requires: 'Shopify',
      },
    });
    expect(catalogue.slice(0, 2)).toEqual(OWN_APPS);
    expect(catalogue.slice(2)).toEqual([
      expect.objectContaining({
        name: 'Chat One',
        category: 'Customer service',
        app_store_url: '',
      }),
      expect.objectContaining({
        name: 'Reviewer',
        category: 'Products',
        script_pattern: 'rev.example.com',
        app_store_url: 'https://apps.shopify.com/search?q=Reviewer',
      }),
    ]);
  });
});

describe('detectApps', () => {
  const app = (name: string, pattern: string, category: StoreApp['category']): StoreApp => ({
    name,
    short_description: '',
    app_store_url: '',
    website_url: '',
    script_pattern: pattern,
    category,
    own: false,
  });
  const catalogue = [
    ...OWN_APPS,
    app('Zeta Ads', 'ads.zeta.io', 'Advertising'),
    app('Alpha Mail', 'mail.alpha.io', 'Marketing'),
    app('Alpha Mail', 'track.alpha.io', 'Marketing'),
    app('Misc', 'misc.example', ''),
  ];

  it('matches substrings case-insensitively, de-duplicates by name and orders by the rules', () => {
    const found = detectApps(
      [
        'https://MISC.example/x.js',
        'https://ads.zeta.io/t.js',
        'https://mail.alpha.io/a.js',
        'https://track.alpha.io/b.js',
        'https://offers.omni-dropshipping.app/bar.js',
        'https://reviews.omni-dropshipping.app/w.js',
      ],
      catalogue,
    );
    expect(found.map((entry) => entry.name)).toEqual([
      'Omni Reviews',
      'Omni Shipping & Offers',
      'Alpha Mail',
      'Zeta Ads',
      'Misc',
    ]);
  });

  it('finds nothing on a page without matching scripts', () => {
    expect(detectApps(['https://example.com/app.js'], catalogue)).toEqual([]);
  });
});

describe('bareProfile (spec 001 §5)', () => {
  it.each([
    ['https://www.facebook.com/brand', 'facebook', 'https://facebook.com/brand'],
    ['https://facebook.com/brand/', 'facebook', 'https://facebook.com/brand'],
    ['https://www.facebook.com/sharer/sharer.php?u=x', 'facebook', undefined],
    ['https://facebook.com/brand/posts/1', 'facebook', undefined],
    ['https://facebook.com/brand?ref=footer', 'facebook', undefined],
    ['https://x.com/brand', 'twitter', 'https://twitter.com/brand'],
    ['https://twitter.com/intent/tweet', 'twitter', undefined],
    ['https://twitter.com/@brand', 'twitter', 'https://twitter.com/brand'],
    ['https://instagram.com/p/abc/', 'instagram', undefined],
    ['https://instagram.com/brand.shop', 'instagram', 'https://instagram.com/brand.shop'],
    ['https://evil.example/instagram.com/brand', 'instagram', undefined],
    ['javascript:alert(1)', 'facebook', undefined],
  ] as const)('%s as %s → %s', (link, network, expected) => {
    expect(bareProfile(link, network)).toBe(expected);
  });
});

describe('isExcludedHost', () => {
  it.each([
    ['www.amazon.com', true],
    ['smile.amazon.co.uk', true],
    ['m.media-amazon.com', true],
    ['www.ebay.de', true],
    ['aliexpress.us', true],
    ['ae01.alicdn.com', true],
    ['www.instagram.com', true],
    ['x.com', true],
    ['lumen-co.myshopify.com', false],
    ['amazonlamps.com', false],
    ['shop.example.com', false],
  ])('%s → %s', (host, expected) => {
    expect(isExcludedHost(host)).toBe(expected);
  });
});

describe('detectTheme', () => {
  it('reads the Shopify.theme object', () => {
    const html =
      '<script>Shopify.theme = {"name":"My copy","id":123,"schema_name":"Sense","theme_store_id":1356,"role":"main"};</script>';
    expect(detectTheme(html)).toEqual({
      themeId: '123',
      themeStoreId: '1356',
      theme: {
        name: 'Sense',
        handle: 'sense',
        id: '1356',
        theme_store_url: 'https://themes.shopify.com/themes/sense',
        style_id: null,
        style_handle: null,
      },
    });
  });

  it('has no store link for a custom theme and nothing for a page without the object', () => {
    expect(
      detectTheme(
        '<script>Shopify.theme = {"name":"Custom build","id":9,"theme_store_id":null};</script>',
      )?.theme.theme_store_url,
    ).toBe('');
    expect(detectTheme('<html></html>')).toBeNull();
  });
});

describe('mapStoreProducts', () => {
  it('ignores bodies that are not a products list', () => {
    expect(mapStoreProducts({ nope: true }, 'https://s.example', null)).toEqual([]);
    expect(mapStoreProducts(null, 'https://s.example', null)).toEqual([]);
  });

  it('splits comma tags and drops products pictured on marketplaces', () => {
    const items = mapStoreProducts(
      {
        products: [
          { id: 1, handle: 'a', tags: 'x, y', variants: [{ price: '2.50' }], images: [] },
          { id: 2, handle: 'b', images: [{ src: 'https://i.ebayimg.com/p.jpg' }] },
          { handle: 'no-id' },
        ],
      },
      'https://s.example',
      'USD',
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ tags: ['x', 'y'], minPrice: 2.5, currencyCode: 'USD' });
  });
});
