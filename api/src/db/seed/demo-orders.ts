import { randomUUID } from 'node:crypto';
import { OWN_SOURCE } from '@omni/shared/contracts';
import { minorToDecimalString } from '@omni/shared/money';
import type { Database } from '../database';
import {
  channelCustomers,
  orderAddresses,
  orderLineItems,
  orderLogs,
  orderPayments,
  orderPlacements,
  orders,
  parcelTrackings,
  storeVariantLinks,
  type ParcelTrackingEvent,
  type PlacementLine,
  type ShippingInfo,
} from '../schema';
import { productImagePath } from '../../modules/catalogue-media/routes';
import { FIRST_PRODUCT_ID, generateProduct } from './catalogue/generate-catalogue';

/*
 * The demo merchant's orders, written as the channel and the order flow would have left them: a
 * Shopify order with its buyer, addresses (right by their country's rules, ADR 022), lines of the
 * store's pushed products and totals that add up; past New orders, the supplier order with its
 * number, what was paid, the parcel and its carrier events, and the history that led there. Every
 * order is within the list's default 7 days of the seed.
 */

const HOUR = 3_600_000;

/** A product the store sells, pushed from one of the workplace's own-catalogue imports. */
export interface DemoStoreProduct {
  key: string;
  storeId: string;
  /** The Shopify product gid the push recorded (gid://shopify/Product/7001). */
  storeProductId: string;
  importListItemId: string;
  /** The import's own-catalogue product (generate-catalogue index). */
  catalogueIndex: number;
  /** The product's title in the store. */
  title: string;
}

interface DemoVariant {
  position: number;
  /** The supplier's variant (the import's variant id, the push's link). */
  supplierVariantId: string;
  /** The Shopify variant id, numeric as an order line carries it. */
  storeVariantId: string;
  title: string | null;
  sku: string;
  /** What the supplier charges, in US cents. */
  costMinor: number;
  /** What the store sells it for, in minor units of the store's currency. */
  priceMinor: number;
  imagePath: string;
}

const productNumber = (product: DemoStoreProduct) =>
  Number(product.storeProductId.split('/').pop());

/** A pushed product's variants in stock, as the push created them in the store. */
export function demoVariants(product: DemoStoreProduct): DemoVariant[] {
  const generated = generateProduct(product.catalogueIndex);
  const id = FIRST_PRODUCT_ID + product.catalogueIndex;
  return generated.variants
    .filter((variant) => variant.stock > 0)
    .map((variant) => {
      const costMinor = Math.round(variant.price_usd * 100);
      return {
        position: variant.position,
        supplierVariantId: variant.sku_id,
        storeVariantId: String(44_000_000_000 + productNumber(product) * 1000 + variant.position),
        title: variant.sku_properties.map((p) => p.sku_property_value).join(' / ') || null,
        sku: `${product.key.toUpperCase()}-${variant.position + 1}`,
        costMinor,
        // about two and a half times the cost, ending in .99
        priceMinor: Math.max(999, Math.ceil((costMinor * 2.5) / 100) * 100 - 1),
        imagePath: productImagePath(id, variant.image_position ?? 0),
      };
    });
}

/** The push's links of a product's variants (store variant → supplier variant). */
export function demoVariantLinks(product: DemoStoreProduct) {
  return demoVariants(product).map((variant) => ({
    storeId: product.storeId,
    storeVariantId: `gid://shopify/ProductVariant/${variant.storeVariantId}`,
    storeProductId: product.storeProductId,
    importListItemId: product.importListItemId,
    source: OWN_SOURCE,
    sourceProductId: String(FIRST_PRODUCT_ID + product.catalogueIndex),
    supplierVariantId: variant.supplierVariantId,
  }));
}

/**
 * The supplier's product the merchant changed each own-catalogue product for (change-supplier)
 * before placing with that supplier: a CJ pid, an AliExpress product id.
 */
const REPLACEMENTS: Record<'cj' | 'aliexpress', Record<string, string>> = {
  cj: { necklace: '1703459921045893632', backpack: '1703460118320824320' },
  aliexpress: { necklace: '1005006582134871', backpack: '1005006617705522' },
};

/** The replacement's variant for one of the store product's variants. */
function replacementOf(source: 'cj' | 'aliexpress', productKey: string, variant: DemoVariant) {
  const productId = REPLACEMENTS[source][productKey]!;
  const skuId =
    source === 'cj'
      ? `${productId.slice(0, -3)}${String(900 + variant.position).padStart(3, '0')}`
      : `12000037${productId.slice(-6)}${variant.position}`;
  return { source, source_product_id: productId, sku_id: skuId };
}

/** A UPU S10 tracking number (two letters, eight digits, check digit, origin country). */
export function s10TrackingNumber(prefix: string, serial: number, origin: string): string {
  const digits = String(serial % 100_000_000).padStart(8, '0');
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  const check = 11 - (sum % 11);
  return `${prefix}${digits}${check === 10 ? 0 : check === 11 ? 5 : check}${origin}`;
}

interface Buyer {
  firstName: string;
  lastName: string;
  phone: string;
  address1: string;
  address2?: string;
  city: string;
  province?: string;
  provinceCode?: string;
  zip: string;
  country: string;
  taxId?: string;
}

interface Shipment {
  carrier: string;
  trackingNumber: string;
  status: 'IN_TRANSIT' | 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'EXCEPTION';
  /** Oldest first; hours before the seed. */
  events: Array<{ hoursAgo: number; description: string; location: string; status: string }>;
}

interface SupplierOrder {
  source: 'cj' | 'aliexpress';
  orderNumber: string;
  service: { code: string; name: string; processing: string; delivery: string; feeMinor: number };
  warehouse: string;
  placedHoursAgo: number;
  /** When the merchant paid it (card); absent: waiting for payment. */
  paidHoursAgo?: number;
  /** The source's own word for its order as last read by the source order sync. */
  sourceStatus: string;
  shipment?: Shipment;
  /** The source cancelled it after it was paid (the refund section's orders). */
  cancelledHoursAgo?: number;
}

export interface DemoOrderSpec {
  /** A name for the notifications that point at it. */
  role?: 'shipped' | 'payment_failed' | 'delivered';
  section: string;
  subStatus: string;
  status: string;
  countryCode: string;
  hoursAgo: number;
  channelStatus: string;
  buyer: Buyer;
  lines: Array<{ product: string; variant: number; quantity: number }>;
  note?: string;
  supplier?: SupplierOrder;
}

/** firstname.lastname@example.com, without accents or spaces. */
function email(buyer: Buyer): string {
  const local = `${buyer.firstName}.${buyer.lastName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '')
    .toLowerCase();
  return `${local}@example.com`;
}

/**
 * The Demo Workplace's Shopify orders, oldest first (named #1001 … in this order): every section
 * and most sub-statuses of spec 002 §2 have something to show.
 */
export const DEMO_ORDERS: DemoOrderSpec[] = [
  {
    section: 'refund',
    subStatus: 'completed',
    status: 'refunded',
    countryCode: 'NL',
    hoursAgo: 130,
    channelStatus: 'refunded/unfulfilled',
    buyer: {
      firstName: 'Daan',
      lastName: 'de Vries',
      phone: '+31 6 12345678',
      address1: 'Prinsengracht 263',
      city: 'Amsterdam',
      zip: '1016 GV',
      country: 'Netherlands',
    },
    lines: [
      { product: 'backpack', variant: 1, quantity: 1 },
      { product: 'necklace', variant: 2, quantity: 1 },
    ],
    supplier: {
      source: 'aliexpress',
      orderNumber: '8176453920187341',
      service: {
        code: 'CAINIAO_STANDARD',
        name: 'AliExpress Standard Shipping',
        processing: '1-3',
        delivery: '10-15',
        feeMinor: 412,
      },
      warehouse: 'CN',
      placedHoursAgo: 128,
      paidHoursAgo: 127,
      sourceStatus: 'FINISH',
      cancelledHoursAgo: 104,
    },
  },
  {
    section: 'shipment',
    subStatus: 'exception',
    status: 'shipped',
    countryCode: 'BR',
    hoursAgo: 120,
    channelStatus: 'paid/fulfilled',
    buyer: {
      firstName: 'Ana',
      lastName: 'Souza',
      phone: '+55 11 98765-4321',
      address1: 'Rua Augusta, 1500',
      address2: 'Apto 52',
      city: 'São Paulo',
      province: 'São Paulo',
      provinceCode: 'SP',
      zip: '01304-001',
      country: 'Brazil',
      taxId: '529.982.247-25',
    },
    lines: [{ product: 'necklace', variant: 0, quantity: 1 }],
    supplier: {
      source: 'aliexpress',
      orderNumber: '8176453920245518',
      service: {
        code: 'CAINIAO_STANDARD',
        name: 'AliExpress Standard Shipping',
        processing: '1-3',
        delivery: '15-25',
        feeMinor: 689,
      },
      warehouse: 'CN',
      placedHoursAgo: 118,
      paidHoursAgo: 117,
      sourceStatus: 'WAIT_BUYER_ACCEPT_GOODS',
      shipment: {
        carrier: 'Correios',
        trackingNumber: s10TrackingNumber('LP', 31_842_207, 'CN'),
        status: 'EXCEPTION',
        events: [
          {
            hoursAgo: 96,
            description: 'Shipment information received',
            location: 'Shenzhen, CN',
            status: 'INFO_RECEIVED',
          },
          {
            hoursAgo: 80,
            description: 'Departed from the sorting centre',
            location: 'Shenzhen, CN',
            status: 'IN_TRANSIT',
          },
          {
            hoursAgo: 30,
            description: 'Arrived in the destination country',
            location: 'Curitiba, BR',
            status: 'IN_TRANSIT',
          },
          {
            hoursAgo: 7,
            description: 'Held by customs: awaiting payment of import duties',
            location: 'Curitiba, BR',
            status: 'EXCEPTION',
          },
        ],
      },
    },
  },
  {
    role: 'delivered',
    section: 'shipment',
    subStatus: 'delivered',
    status: 'delivered',
    countryCode: 'US',
    hoursAgo: 110,
    channelStatus: 'paid/fulfilled',
    buyer: {
      firstName: 'Daniel',
      lastName: 'Brooks',
      phone: '+1 312 555 0164',
      address1: '2300 N Lincoln Ave',
      address2: 'Apt 3B',
      city: 'Chicago',
      province: 'Illinois',
      provinceCode: 'IL',
      zip: '60614',
      country: 'United States',
    },
    lines: [
      { product: 'necklace', variant: 1, quantity: 2 },
      { product: 'backpack', variant: 0, quantity: 1 },
    ],
    supplier: {
      source: 'cj',
      orderNumber: 'SD2611221408553A7F',
      service: {
        code: 'USPS+',
        name: 'USPS+ (US warehouse)',
        processing: '1-2',
        delivery: '2-5',
        feeMinor: 549,
      },
      warehouse: 'US',
      placedHoursAgo: 108,
      paidHoursAgo: 107,
      sourceStatus: 'DELIVERED',
      shipment: {
        carrier: 'USPS',
        trackingNumber: '9400111899562347105521',
        status: 'DELIVERED',
        events: [
          {
            hoursAgo: 90,
            description: 'Shipping label created, USPS awaiting item',
            location: 'Ontario, CA, US',
            status: 'INFO_RECEIVED',
          },
          {
            hoursAgo: 84,
            description: 'Accepted at USPS origin facility',
            location: 'Ontario, CA, US',
            status: 'IN_TRANSIT',
          },
          {
            hoursAgo: 8,
            description: 'Out for delivery',
            location: 'Chicago, IL, US',
            status: 'OUT_FOR_DELIVERY',
          },
          {
            hoursAgo: 4,
            description: 'Delivered, in/at mailbox',
            location: 'Chicago, IL, US',
            status: 'DELIVERED',
          },
        ],
      },
    },
  },
  {
    section: 'refund',
    subStatus: 'pending',
    status: 'refund_pending',
    countryCode: 'IT',
    hoursAgo: 100,
    channelStatus: 'paid/unfulfilled',
    buyer: {
      firstName: 'Giulia',
      lastName: 'Rossi',
      phone: '+39 312 345 6789',
      address1: 'Via del Corso 120',
      city: 'Roma',
      province: 'Roma',
      provinceCode: 'RM',
      zip: '00186',
      country: 'Italy',
    },
    lines: [{ product: 'necklace', variant: 3, quantity: 1 }],
    supplier: {
      source: 'cj',
      orderNumber: 'SD261122183209C51E',
      service: {
        code: 'CJPacket Ordinary',
        name: 'CJPacket Ordinary',
        processing: '1-3',
        delivery: '8-14',
        feeMinor: 455,
      },
      warehouse: 'CN',
      placedHoursAgo: 98,
      paidHoursAgo: 97,
      sourceStatus: 'CANCELLED',
      cancelledHoursAgo: 50,
    },
  },
  {
    section: 'shipment',
    subStatus: 'out_for_delivery',
    status: 'shipped',
    countryCode: 'AU',
    hoursAgo: 96,
    channelStatus: 'paid/fulfilled',
    buyer: {
      firstName: 'Chloe',
      lastName: 'Wilson',
      phone: '+61 412 345 678',
      address1: '22 Bourke Street',
      city: 'Surry Hills',
      province: 'New South Wales',
      provinceCode: 'NSW',
      zip: '2010',
      country: 'Australia',
    },
    lines: [{ product: 'backpack', variant: 2, quantity: 1 }],
    supplier: {
      source: 'cj',
      orderNumber: 'SD2611222036177B02',
      service: {
        code: 'CJPacket Ordinary',
        name: 'CJPacket Ordinary',
        processing: '1-3',
        delivery: '6-10',
        feeMinor: 398,
      },
      warehouse: 'CN',
      placedHoursAgo: 94,
      paidHoursAgo: 93,
      sourceStatus: 'SHIPPED',
      shipment: {
        carrier: 'Australia Post',
        trackingNumber: s10TrackingNumber('LX', 40_617_395, 'CN'),
        status: 'OUT_FOR_DELIVERY',
        events: [
          {
            hoursAgo: 80,
            description: 'Shipment information received',
            location: 'Shenzhen, CN',
            status: 'INFO_RECEIVED',
          },
          {
            hoursAgo: 70,
            description: 'Departed from the sorting centre',
            location: 'Shenzhen, CN',
            status: 'IN_TRANSIT',
          },
          {
            hoursAgo: 20,
            description: 'Arrived at the delivery facility',
            location: 'Alexandria NSW, AU',
            status: 'IN_TRANSIT',
          },
          {
            hoursAgo: 3,
            description: 'Onboard for delivery',
            location: 'Surry Hills NSW, AU',
            status: 'OUT_FOR_DELIVERY',
          },
        ],
      },
    },
  },
  {
    section: 'shipment',
    subStatus: 'in_transit',
    status: 'shipped',
    countryCode: 'CA',
    hoursAgo: 70,
    channelStatus: 'paid/fulfilled',
    buyer: {
      firstName: 'Liam',
      lastName: 'Tremblay',
      phone: '+1 514 555 0183',
      address1: '350 Rue Saint-Paul Ouest',
      city: 'Montréal',
      province: 'Quebec',
      provinceCode: 'QC',
      zip: 'H2Y 2A6',
      country: 'Canada',
    },
    lines: [
      { product: 'necklace', variant: 4, quantity: 1 },
      { product: 'backpack', variant: 3, quantity: 1 },
    ],
    supplier: {
      source: 'cj',
      orderNumber: 'SD261123104512E904',
      service: {
        code: 'CJPacket Ordinary',
        name: 'CJPacket Ordinary',
        processing: '1-3',
        delivery: '7-12',
        feeMinor: 420,
      },
      warehouse: 'CN',
      placedHoursAgo: 68,
      paidHoursAgo: 67,
      sourceStatus: 'SHIPPED',
      shipment: {
        carrier: 'YunExpress',
        trackingNumber: 'YT2611231045172019',
        status: 'IN_TRANSIT',
        events: [
          {
            hoursAgo: 50,
            description: 'Shipment information received',
            location: 'Shenzhen, CN',
            status: 'INFO_RECEIVED',
          },
          {
            hoursAgo: 40,
            description: 'Departed from the sorting centre',
            location: 'Shenzhen, CN',
            status: 'IN_TRANSIT',
          },
          {
            hoursAgo: 12,
            description: 'Arrived at the transit hub',
            location: 'Vancouver, BC, CA',
            status: 'IN_TRANSIT',
          },
        ],
      },
    },
  },
  {
    role: 'shipped',
    section: 'shipment',
    subStatus: 'in_transit',
    status: 'shipped',
    countryCode: 'US',
    hoursAgo: 60,
    channelStatus: 'paid/fulfilled',
    buyer: {
      firstName: 'Jessica',
      lastName: 'Nguyen',
      phone: '+1 206 555 0119',
      address1: '1420 E Pine St',
      city: 'Seattle',
      province: 'Washington',
      provinceCode: 'WA',
      zip: '98122',
      country: 'United States',
    },
    lines: [{ product: 'necklace', variant: 5, quantity: 3 }],
    supplier: {
      source: 'aliexpress',
      orderNumber: '8176453920318864',
      service: {
        code: 'CAINIAO_STANDARD',
        name: 'AliExpress Standard Shipping',
        processing: '1-3',
        delivery: '8-12',
        feeMinor: 0,
      },
      warehouse: 'CN',
      placedHoursAgo: 58,
      paidHoursAgo: 57,
      sourceStatus: 'WAIT_BUYER_ACCEPT_GOODS',
      shipment: {
        carrier: 'Cainiao',
        trackingNumber: s10TrackingNumber('LX', 12_345_678, 'CN'),
        status: 'IN_TRANSIT',
        events: [
          {
            hoursAgo: 40,
            description: 'Shipment information received',
            location: 'Guangzhou, CN',
            status: 'INFO_RECEIVED',
          },
          {
            hoursAgo: 30,
            description: 'Departed from the sorting centre',
            location: 'Guangzhou, CN',
            status: 'IN_TRANSIT',
          },
          {
            hoursAgo: 6,
            description: 'Departed from the airport of origin',
            location: 'Hong Kong, HK',
            status: 'IN_TRANSIT',
          },
        ],
      },
    },
  },
  {
    section: 'payment',
    subStatus: 'order_placed',
    status: 'placed',
    countryCode: 'FR',
    hoursAgo: 30,
    channelStatus: 'paid/unfulfilled',
    buyer: {
      firstName: 'Camille',
      lastName: 'Dubois',
      phone: '+33 6 12 34 56 78',
      address1: '18 Rue des Martyrs',
      city: 'Paris',
      zip: '75009',
      country: 'France',
    },
    lines: [{ product: 'backpack', variant: 4, quantity: 1 }],
    supplier: {
      source: 'cj',
      orderNumber: 'SD2611261122087D13',
      service: {
        code: 'CJPacket Ordinary',
        name: 'CJPacket Ordinary',
        processing: '1-3',
        delivery: '7-12',
        feeMinor: 435,
      },
      warehouse: 'CN',
      placedHoursAgo: 28,
      paidHoursAgo: 27,
      sourceStatus: 'UNSHIPPED',
    },
  },
  {
    section: 'cancelled',
    subStatus: 'channel',
    status: 'cancelled',
    countryCode: 'ES',
    hoursAgo: 26,
    channelStatus: 'refunded/unfulfilled',
    buyer: {
      firstName: 'Lucía',
      lastName: 'García',
      phone: '+34 612 345 678',
      address1: 'Calle de Fuencarral 45',
      address2: '3º B',
      city: 'Madrid',
      province: 'Madrid',
      provinceCode: 'M',
      zip: '28004',
      country: 'Spain',
    },
    lines: [{ product: 'backpack', variant: 5, quantity: 2 }],
    note: 'Please cancel, I ordered the wrong size.',
  },
  {
    role: 'payment_failed',
    section: 'payment',
    subStatus: 'waiting_payment',
    status: 'pending_payment',
    countryCode: 'US',
    hoursAgo: 22,
    channelStatus: 'paid/unfulfilled',
    buyer: {
      firstName: 'Marcus',
      lastName: 'Reed',
      phone: '+1 512 555 0176',
      address1: '1601 S Congress Ave',
      city: 'Austin',
      province: 'Texas',
      provinceCode: 'TX',
      zip: '78704',
      country: 'United States',
    },
    lines: [
      { product: 'necklace', variant: 6, quantity: 1 },
      { product: 'backpack', variant: 6, quantity: 2 },
    ],
    supplier: {
      source: 'cj',
      orderNumber: 'SD261127161903A2C8',
      service: {
        code: 'CJPacket Ordinary',
        name: 'CJPacket Ordinary',
        processing: '1-3',
        delivery: '7-12',
        feeMinor: 389,
      },
      warehouse: 'CN',
      placedHoursAgo: 20,
      sourceStatus: 'UNPAID',
    },
  },
  {
    section: 'placement',
    subStatus: 'ready',
    status: 'unfulfilled',
    countryCode: 'DE',
    hoursAgo: 9,
    channelStatus: 'paid/unfulfilled',
    buyer: {
      firstName: 'Lena',
      lastName: 'Schmidt',
      phone: '+49 30 23456789',
      address1: 'Kastanienallee 12',
      city: 'Berlin',
      zip: '10435',
      country: 'Germany',
    },
    lines: [{ product: 'backpack', variant: 7, quantity: 1 }],
  },
  {
    section: 'placement',
    subStatus: 'ready',
    status: 'unfulfilled',
    countryCode: 'GB',
    hoursAgo: 5,
    channelStatus: 'paid/unfulfilled',
    buyer: {
      firstName: 'Oliver',
      lastName: 'Bennett',
      phone: '+44 20 7946 0321',
      address1: '14 Camden Passage',
      city: 'London',
      zip: 'N1 8ED',
      country: 'United Kingdom',
    },
    lines: [{ product: 'necklace', variant: 7, quantity: 2 }],
    note: 'Gift: no invoice in the parcel, please.',
  },
  {
    section: 'placement',
    subStatus: 'ready',
    status: 'unfulfilled',
    countryCode: 'US',
    hoursAgo: 2,
    channelStatus: 'paid/unfulfilled',
    buyer: {
      firstName: 'Emily',
      lastName: 'Carter',
      phone: '+1 415 555 0132',
      address1: '2150 Mission Street',
      city: 'San Francisco',
      province: 'California',
      provinceCode: 'CA',
      zip: '94110',
      country: 'United States',
    },
    lines: [
      { product: 'necklace', variant: 8, quantity: 1 },
      { product: 'backpack', variant: 8, quantity: 1 },
    ],
  },
];

/** The Second Workplace's one order, in its euro store. */
export const SECOND_WORKPLACE_ORDER: DemoOrderSpec = {
  section: 'placement',
  subStatus: 'ready',
  status: 'unfulfilled',
  countryCode: 'DE',
  hoursAgo: 4,
  channelStatus: 'paid/unfulfilled',
  buyer: {
    firstName: 'Jonas',
    lastName: 'Weber',
    phone: '+49 89 12345678',
    address1: 'Leopoldstraße 40',
    city: 'München',
    province: 'Bayern',
    provinceCode: 'BY',
    zip: '80802',
    country: 'Germany',
  },
  lines: [{ product: 'shirt', variant: 0, quantity: 2 }],
};

/** Shopify's order name of the nth order of a store (#1001 for the first). */
export const demoOrderName = (index: number, first = 1001) => `#${first + index}`;

/** Shipping the buyer paid: free from 75.00, else a flat rate at home or abroad. */
function shippingLine(subtotalMinor: number, countryCode: string, currency: string) {
  if (subtotalMinor >= 7500) return { title: 'Free shipping', code: 'free', minor: 0 };
  const home = currency === 'EUR' ? countryCode === 'DE' : countryCode === 'US';
  return home
    ? { title: 'Standard shipping', code: 'standard', minor: currency === 'EUR' ? 490 : 499 }
    : { title: 'International shipping', code: 'international', minor: 999 };
}

interface WriteContext {
  workplaceId: string;
  storeId: string;
  currency: string;
  userId: string;
  now: Date;
  products: DemoStoreProduct[];
  /** Shopify ids of this store's orders start here. */
  firstPlatformId: number;
  firstName?: number;
}

/**
 * Writes the orders with everything they hold, in the caller's transaction; answers each order's
 * name by its spec, for the notifications that point at one.
 */
export async function writeDemoOrders(
  tx: Database,
  specs: readonly DemoOrderSpec[],
  ctx: WriteContext,
): Promise<Map<DemoOrderSpec, string>> {
  const at = (hoursAgo: number) => new Date(ctx.now.getTime() - hoursAgo * HOUR);
  const money = (minor: number) => minorToDecimalString(minor, ctx.currency);
  const usd = (minor: number) => minorToDecimalString(minor, 'USD');
  const variantsOf = new Map(ctx.products.map((p) => [p.key, demoVariants(p)]));
  const productOf = new Map(ctx.products.map((p) => [p.key, p]));
  const names = new Map<DemoOrderSpec, string>();

  for (const [index, spec] of specs.entries()) {
    const orderId = randomUUID();
    const platformOrderId = String(ctx.firstPlatformId + index);
    const name = demoOrderName(index, ctx.firstName);
    names.set(spec, name);
    const orderedAt = at(spec.hoursAgo);
    const buyer = spec.buyer;
    const supplier = spec.supplier;

    const lines = spec.lines.map((line, n) => {
      const product = productOf.get(line.product)!;
      const variants = variantsOf.get(line.product)!;
      const variant = variants[line.variant % variants.length]!;
      return { id: randomUUID(), n, line, product, variant };
    });
    const subtotal = lines.reduce((sum, l) => sum + l.variant.priceMinor * l.line.quantity, 0);
    const shipping = shippingLine(subtotal, spec.countryCode, ctx.currency);

    const [customer] = await tx
      .insert(channelCustomers)
      .values({
        workplaceId: ctx.workplaceId,
        storeId: ctx.storeId,
        platformCustomerId: String(7_310_000_000_000 + ctx.firstPlatformId + index),
        email: email(buyer),
        firstName: buyer.firstName,
        lastName: buyer.lastName,
        phone: buyer.phone,
        createdAt: orderedAt,
        updatedAt: orderedAt,
      })
      .returning({ id: channelCustomers.id });

    const latestEvent = supplier?.shipment?.events.at(-1)?.hoursAgo;
    const lastChange = Math.min(
      spec.hoursAgo,
      supplier?.placedHoursAgo ?? Infinity,
      supplier?.paidHoursAgo ?? Infinity,
      supplier?.cancelledHoursAgo ?? Infinity,
      latestEvent ?? Infinity,
    );
    await tx.insert(orders).values({
      id: orderId,
      workplaceId: ctx.workplaceId,
      storeId: ctx.storeId,
      platformOrderId,
      orderName: name,
      channel: 'shopify',
      customerId: customer!.id,
      countryCode: spec.countryCode,
      status: spec.status,
      section: spec.section,
      subStatus: spec.subStatus,
      // the demo's cancelled-by-channel order is one its store cancelled (ADR 049)
      storeCancelled: spec.section === 'cancelled' && spec.subStatus === 'channel',
      channelStatus: spec.channelStatus,
      currency: ctx.currency,
      subtotalPrice: money(subtotal),
      shippingPrice: money(shipping.minor),
      totalTax: money(0),
      totalDiscounts: money(0),
      taxesIncluded: false,
      totalPrice: money(subtotal + shipping.minor),
      shippingLines: [{ title: shipping.title, code: shipping.code, price: money(shipping.minor) }],
      note: spec.note ?? null,
      ...(supplier ? { sourceType: supplier.source, via: 'api' as const } : {}),
      platformCreatedAt: orderedAt,
      platformUpdatedAt: orderedAt,
      orderedAt,
      createdAt: new Date(orderedAt.getTime() + 60_000),
      updatedAt: at(lastChange),
    });

    const address = {
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      company: null,
      address1: buyer.address1,
      address2: buyer.address2 ?? null,
      city: buyer.city,
      province: buyer.province ?? null,
      provinceCode: buyer.provinceCode ?? null,
      zip: buyer.zip,
      country: buyer.country,
      countryCode: spec.countryCode,
      phone: buyer.phone,
      email: email(buyer),
      taxId: buyer.taxId ?? null,
    };
    await tx.insert(orderAddresses).values([
      { orderId, kind: 'shipping', ...address },
      { orderId, kind: 'billing', ...address },
    ]);

    const shippingInfo: ShippingInfo | null = supplier
      ? {
          service_code: supplier.service.code,
          service_name: supplier.service.name,
          amount: supplier.service.feeMinor / 100,
          processing_time: supplier.service.processing,
          delivery_time: supplier.service.delivery,
        }
      : null;
    await tx.insert(orderLineItems).values(
      lines.map(({ id, n, line, product, variant }) => ({
        id,
        orderId,
        workplaceId: ctx.workplaceId,
        platformOrderId,
        platformLineItemId: String(15_200_000_000_000 + (ctx.firstPlatformId + index) * 10 + n),
        platformProductId: product.storeProductId.split('/').pop()!,
        platformVariantId: variant.storeVariantId,
        title: product.title,
        variantTitle: variant.title,
        sku: variant.sku,
        imageUrl: variant.imagePath,
        quantity: line.quantity,
        price: money(variant.priceMinor),
        totalDiscount: money(0),
        ...(supplier
          ? {
              // the own catalogue's product was changed for the supplier's before placing
              replaceSupplier: replacementOf(supplier.source, product.key, variant),
              shippingFee: usd(supplier.service.feeMinor),
              shippingInfo,
              shippingWarehouse: supplier.warehouse,
            }
          : {}),
        createdAt: new Date(orderedAt.getTime() + 60_000 + n),
        updatedAt: new Date(orderedAt.getTime() + 60_000 + n),
      })),
    );

    const log: Array<{
      hoursAgo: number;
      action: string;
      data: Record<string, unknown>;
      byMerchant?: boolean;
    }> = [];
    if (supplier) {
      const placementId = randomUUID();
      const costMinor = lines.reduce(
        (sum, l) => sum + l.variant.costMinor * l.line.quantity + supplier.service.feeMinor,
        0,
      );
      const placementLines: PlacementLine[] = lines.map(({ id, line, product, variant }) => {
        const replacement = replacementOf(supplier.source, product.key, variant);
        return {
          line_item_id: id,
          product_id: replacement.source_product_id,
          sku_id: replacement.sku_id,
          quantity: line.quantity,
          service_code: supplier.service.code,
        };
      });
      const paymentId = supplier.paidHoursAgo !== undefined ? randomUUID() : null;
      if (paymentId)
        await tx.insert(orderPayments).values({
          id: paymentId,
          workplaceId: ctx.workplaceId,
          method: 'credit_card',
          status: 'paid',
          amountMinor: costMinor,
          currency: 'USD',
          placementIds: [placementId],
          createdAt: at(supplier.paidHoursAgo!),
          updatedAt: at(supplier.paidHoursAgo!),
        });
      // the source order sync read the source's status a quarter of an hour after its last change
      const observedHoursAgo = Math.max(
        0,
        Math.min(
          latestEvent ?? Infinity,
          supplier.cancelledHoursAgo ?? Infinity,
          supplier.paidHoursAgo ?? Infinity,
          supplier.placedHoursAgo,
        ) - 0.25,
      );
      await tx.insert(orderPlacements).values({
        id: placementId,
        workplaceId: ctx.workplaceId,
        orderId,
        source: supplier.source,
        status: 'success',
        reference: `${orderId}-${supplier.source}-1`,
        lines: placementLines,
        sourceOrderNumbers: [supplier.orderNumber],
        costMinor,
        costCurrency: 'USD',
        sourceStatus: supplier.sourceStatus,
        sourceStatusAt: at(observedHoursAgo),
        paidAt: paymentId ? at(supplier.paidHoursAgo!) : null,
        paymentId,
        createdAt: at(supplier.placedHoursAgo),
        updatedAt: at(supplier.paidHoursAgo ?? supplier.placedHoursAgo),
      });

      log.push(
        {
          hoursAgo: supplier.placedHoursAgo + 0.1,
          action: 'supplier_changed',
          data: {
            lines: lines.map(({ product, variant }) => {
              const { source_product_id, sku_id } = replacementOf(
                supplier.source,
                product.key,
                variant,
              );
              return { title: product.title, source: supplier.source, source_product_id, sku_id };
            }),
          },
          byMerchant: true,
        },
        {
          hoursAgo: supplier.placedHoursAgo + 0.05,
          action: 'placement_requested',
          data: { source: supplier.source },
          byMerchant: true,
        },
        {
          hoursAgo: supplier.placedHoursAgo,
          action: 'placed',
          data: { source: supplier.source, order_numbers: [supplier.orderNumber] },
        },
      );
      if (paymentId)
        log.push({
          hoursAgo: supplier.paidHoursAgo!,
          action: 'paid',
          data: {
            sources: [supplier.source],
            amount: costMinor,
            currency: 'USD',
            method: 'credit_card',
          },
          byMerchant: true,
        });
      if (supplier.cancelledHoursAgo !== undefined)
        log.push({
          hoursAgo: supplier.cancelledHoursAgo,
          action: 'source_cancelled',
          data: { source: supplier.source, status: supplier.sourceStatus },
        });

      const parcel = supplier.shipment;
      if (parcel) {
        // the carrier's events, newest first as the tracking service keeps them
        const events: ParcelTrackingEvent[] = [...parcel.events].reverse().map((event) => ({
          time: at(event.hoursAgo).toISOString(),
          description: event.description,
          location: event.location,
          status: event.status,
        }));
        const first = parcel.events[0]!;
        const last = parcel.events.at(-1)!;
        await tx.insert(parcelTrackings).values({
          workplaceId: ctx.workplaceId,
          trackingNumber: parcel.trackingNumber,
          carrier: parcel.carrier,
          reference: orderId,
          status: parcel.status,
          events,
          lastEventAt: at(last.hoursAgo),
          createdAt: at(first.hoursAgo),
          updatedAt: at(last.hoursAgo),
        });
        log.push(
          {
            hoursAgo: first.hoursAgo,
            action: 'shipped',
            data: { source: supplier.source, tracking_number: parcel.trackingNumber },
          },
          {
            hoursAgo: last.hoursAgo,
            action: 'shipment_status_changed',
            data: {
              tracking_number: parcel.trackingNumber,
              status: spec.subStatus,
              from: null,
            },
          },
        );
      }
    }
    if (log.length > 0)
      await tx.insert(orderLogs).values(
        log.map((entry) => ({
          workplaceId: ctx.workplaceId,
          orderId,
          action: entry.action,
          data: entry.data,
          userId: entry.byMerchant ? ctx.userId : null,
          createdAt: at(entry.hoursAgo),
        })),
      );
  }
  return names;
}

/** The store variant links of the pushed products, as the push left them. */
export async function writeDemoVariantLinks(
  tx: Database,
  products: readonly DemoStoreProduct[],
): Promise<void> {
  const links = products.flatMap(demoVariantLinks);
  if (links.length > 0) await tx.insert(storeVariantLinks).values(links);
}
