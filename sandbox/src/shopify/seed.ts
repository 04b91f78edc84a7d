import { SALES_CHANNEL_HANDLES, type SalesChannelKey } from '@omni/shared/stores';
import type { IdSequence } from './ids';
import type { Customer, MailingAddress, Product, Publication, Shop } from './model';

/** The seeded shops' domains (the connect dialog takes `omni-demo-apparel` and adds the suffix). */
export const SEEDED_SHOP_DOMAINS = [
  'omni-demo-apparel.myshopify.com',
  'omni-demo-gadgets.myshopify.com',
  'omni-demo-boutique.myshopify.com',
] as const;

const SEED_TIME = '2026-01-05T09:00:00Z';

// The sales-channel apps of spec 000 §3 as Shopify names them, keyed like SALES_CHANNEL_HANDLES.
const CHANNEL_APPS: Record<SalesChannelKey, { title: string; developerName: string }> = {
  meta: { title: 'Facebook & Instagram', developerName: 'Meta' },
  google: { title: 'Google & YouTube', developerName: 'Google' },
  tiktok: { title: 'TikTok', developerName: 'TikTok' },
  shop: { title: 'Shop', developerName: 'Shopify' },
  snapchat: { title: 'Snapchat Ads', developerName: 'Snap Inc.' },
  pinterest: { title: 'Pinterest', developerName: 'Pinterest' },
  twitter: { title: 'X (Twitter)', developerName: 'X Corp.' },
};

function publications(ids: IdSequence, channels: SalesChannelKey[]): Publication[] {
  const onlineStore: Publication = {
    id: ids.take(),
    name: 'Online Store',
    app: {
      id: ids.take(),
      handle: 'online_store',
      title: 'Online Store',
      developerName: 'Shopify',
    },
  };
  return [
    onlineStore,
    ...channels.map((key) => {
      const app = CHANNEL_APPS[key];
      return {
        id: ids.take(),
        name: app.title,
        app: { id: ids.take(), handle: SALES_CHANNEL_HANDLES[key], ...app },
      };
    }),
  ];
}

/** A valid number of each customer's country: placement refuses an invalid one (ADR 022). */
const PHONES: Record<string, string> = {
  US: '+1 617 555 0142',
  DE: '+49 30 901820',
  FR: '+33 1 42 76 40 40',
  CA: '+1 416 555 0100',
};

function address(
  firstName: string,
  lastName: string,
  address1: string,
  city: string,
  zip: string,
  country: string,
  countryCodeV2: string,
  province: string | null = null,
  provinceCode: string | null = null,
): MailingAddress {
  return {
    firstName,
    lastName,
    company: null,
    address1,
    address2: null,
    city,
    province,
    provinceCode,
    zip,
    country,
    countryCodeV2,
    phone: PHONES[countryCodeV2] ?? null,
  };
}

function customers(ids: IdSequence): Customer[] {
  const people: Array<[string, string, MailingAddress]> = [
    [
      'Ava',
      'Thompson',
      address(
        'Ava',
        'Thompson',
        '12 Harbor Street',
        'Boston',
        '02110',
        'United States',
        'US',
        'Massachusetts',
        'MA',
      ),
    ],
    [
      'Lucas',
      'Schmidt',
      address('Lucas', 'Schmidt', 'Hauptstraße 5', 'Berlin', '10115', 'Germany', 'DE'),
    ],
    [
      'Chloé',
      'Martin',
      address('Chloé', 'Martin', '8 Rue de Rivoli', 'Paris', '75001', 'France', 'FR'),
    ],
    [
      'Noah',
      'Wilson',
      address(
        'Noah',
        'Wilson',
        '221 King Street',
        'Toronto',
        'M5H 1K5',
        'Canada',
        'CA',
        'Ontario',
        'ON',
      ),
    ],
  ];
  return people.map(([firstName, lastName, addr]) => ({
    id: ids.take(),
    firstName,
    lastName,
    email: `${firstName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}.${lastName.toLowerCase()}@example.test`,
    phone: addr.phone,
    address: addr,
  }));
}

interface ProductSeed {
  title: string;
  vendor: string;
  productType: string;
  options: Array<[string, string[]]>;
  basePrice: number;
}

/** A product with every combination of its options as variants. */
export function buildProduct(
  ids: IdSequence,
  seed: ProductSeed,
  publicationIds: number[],
): Product {
  const options = seed.options.map(([name, values], index) => ({
    id: ids.take(),
    name,
    position: index + 1,
    values,
  }));
  const combos = options.reduce<Array<Array<{ name: string; value: string }>>>(
    (acc, option) =>
      acc.flatMap((combo) =>
        option.values.map((value) => [...combo, { name: option.name, value }]),
      ),
    [[]],
  );
  const handle = seed.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    id: ids.take(),
    title: seed.title,
    handle,
    descriptionHtml: `<p>${seed.title} from ${seed.vendor}.</p>`,
    vendor: seed.vendor,
    productType: seed.productType,
    status: 'ACTIVE',
    tags: [],
    media: [],
    options,
    variants: combos.map((selectedOptions, index) => ({
      id: ids.take(),
      title: selectedOptions.map((option) => option.value).join(' / ') || 'Default Title',
      sku: `${handle.slice(0, 12).toUpperCase()}-${index + 1}`,
      price: (seed.basePrice + index * 0.5).toFixed(2),
      compareAtPrice: null,
      inventoryQuantity: 25 + index,
      selectedOptions,
      weight: null,
    })),
    metafields: [],
    publicationIds: new Set(publicationIds),
    createdAt: SEED_TIME,
    updatedAt: SEED_TIME,
  };
}

const APPAREL: ProductSeed[] = [
  {
    title: 'Organic Cotton Tee',
    vendor: 'Omni Apparel',
    productType: 'T-Shirts',
    options: [
      ['Size', ['S', 'M', 'L']],
      ['Color', ['White', 'Black']],
    ],
    basePrice: 19,
  },
  {
    title: 'Merino Wool Beanie',
    vendor: 'Omni Apparel',
    productType: 'Hats',
    options: [['Color', ['Grey', 'Navy']]],
    basePrice: 24,
  },
  {
    title: 'Everyday Canvas Tote',
    vendor: 'Omni Apparel',
    productType: 'Bags',
    options: [],
    basePrice: 15,
  },
];

const GADGETS: ProductSeed[] = [
  {
    title: 'Wireless Charging Pad',
    vendor: 'Omni Gadgets',
    productType: 'Chargers',
    options: [['Color', ['Black', 'White']]],
    basePrice: 29,
  },
  {
    title: 'Bluetooth Sleep Mask',
    vendor: 'Omni Gadgets',
    productType: 'Audio',
    options: [],
    basePrice: 35,
  },
];

function shop(
  ids: IdSequence,
  domain: string,
  name: string,
  currencyCode: string,
  ianaTimezone: string,
  channels: SalesChannelKey[],
  products: ProductSeed[],
): Shop {
  const pubs = publications(ids, channels);
  const onlineStoreId = pubs[0]!.id;
  return {
    id: ids.take(),
    domain,
    name,
    email: `owner@${domain}`,
    currencyCode,
    ianaTimezone,
    planName: 'Basic',
    products: products.map((seed) => buildProduct(ids, seed, [onlineStoreId])),
    customers: customers(ids),
    orders: [],
    publications: pubs,
    installation: null,
    subscriptions: [],
    appSubscriptions: [],
    appPurchases: [],
    nextOrderNumber: 1001,
  };
}

/**
 * Three shops: apparel (USD, every sales channel), gadgets (EUR, a few) and boutique (USD, the
 * online store only; the embedded billing journey's own shop).
 */
export function seedShops(ids: IdSequence): Shop[] {
  return [
    shop(
      ids,
      SEEDED_SHOP_DOMAINS[0],
      'Omni Demo Apparel',
      'USD',
      'America/New_York',
      ['meta', 'google', 'tiktok', 'shop', 'snapchat', 'pinterest', 'twitter'],
      APPAREL,
    ),
    shop(
      ids,
      SEEDED_SHOP_DOMAINS[1],
      'Omni Demo Gadgets',
      'EUR',
      'Europe/Berlin',
      ['google', 'shop', 'tiktok'],
      GADGETS,
    ),
    shop(
      ids,
      SEEDED_SHOP_DOMAINS[2],
      'Omni Demo Boutique',
      'USD',
      'America/Chicago',
      [],
      APPAREL.slice(0, 1),
    ),
  ];
}
