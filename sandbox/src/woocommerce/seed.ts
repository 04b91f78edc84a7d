import type { Customer, Order, Product, Variation } from './model';
import { gmt } from './model';

/** The seeded store: an outdoor-clothing shop with simple and variable products. */
export const STORE = {
  name: 'Maple & Moss Outfitters',
  currency: 'USD',
  /** The WordPress user who approves connections on the wc-auth screen. */
  adminUser: 'maple-admin',
};

const daysAgo = (days: number) => gmt(new Date(Date.now() - days * 86_400_000));

function image(id: number, publicUrl: string, label: string) {
  return { id, src: `${publicUrl}/wp-content/uploads/${id}.svg`, name: label, alt: label };
}

interface VariableSpec {
  name: string;
  sku: string;
  price: string;
  colours: string[];
  sizes: string[];
}

const VARIABLE: VariableSpec[] = [
  {
    name: 'Merino Trail Hoodie',
    sku: 'MTH',
    price: '68.00',
    colours: ['Moss', 'Charcoal'],
    sizes: ['S', 'M', 'L'],
  },
  {
    name: 'Ripstop Hiking Pants',
    sku: 'RHP',
    price: '54.50',
    colours: ['Sand', 'Olive'],
    sizes: ['30', '32', '34'],
  },
  {
    name: 'Packable Rain Shell',
    sku: 'PRS',
    price: '89.00',
    colours: ['Ember', 'Glacier'],
    sizes: ['M', 'L'],
  },
];

const SIMPLE: Array<{ name: string; sku: string; price: string; stock: number }> = [
  { name: 'Wool Camp Socks (3 pack)', sku: 'WCS-3', price: '19.00', stock: 120 },
  { name: 'Enamel Camp Mug', sku: 'ECM', price: '14.00', stock: 64 },
  { name: 'Beeswax Canvas Tote', sku: 'BCT', price: '32.00', stock: 18 },
];

export interface SeedResult {
  products: Product[];
  customers: Customer[];
  orders: Order[];
  nextId: number;
}

/** Ids are shared between resources like WordPress posts: one counter. */
export function seedStore(publicUrl: string): SeedResult {
  let id = 90;
  const next = () => (id += 1);
  const products: Product[] = [];

  for (const spec of VARIABLE) {
    const productId = next();
    const variations: Variation[] = [];
    for (const colour of spec.colours)
      for (const size of spec.sizes) {
        const variationId = next();
        variations.push({
          id: variationId,
          sku: `${spec.sku}-${colour.slice(0, 3).toUpperCase()}-${size}`,
          price: spec.price,
          regular_price: spec.price,
          stock_quantity: 25,
          stock_status: 'instock',
          attributes: [
            { id: 1, name: 'Colour', option: colour },
            { id: 2, name: 'Size', option: size },
          ],
          image: { id: variationId, src: `${publicUrl}/wp-content/uploads/${variationId}.svg` },
          date_modified_gmt: daysAgo(20),
        });
      }
    products.push({
      id: productId,
      name: spec.name,
      slug: spec.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      type: 'variable',
      status: 'publish',
      description: `<p>${spec.name} from the Maple &amp; Moss core range.</p>`,
      sku: spec.sku,
      price: spec.price,
      regular_price: spec.price,
      stock_quantity: null,
      stock_status: 'instock',
      images: [image(productId, publicUrl, spec.name)],
      attributes: [
        { id: 1, name: 'Colour', options: spec.colours, variation: true, visible: true },
        { id: 2, name: 'Size', options: spec.sizes, variation: true, visible: true },
      ],
      variations,
      meta_data: [],
      date_created_gmt: daysAgo(40),
      date_modified_gmt: daysAgo(20),
    });
  }
  for (const spec of SIMPLE) {
    const productId = next();
    products.push({
      id: productId,
      name: spec.name,
      slug: spec.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      type: 'simple',
      status: 'publish',
      description: `<p>${spec.name}.</p>`,
      sku: spec.sku,
      price: spec.price,
      regular_price: spec.price,
      stock_quantity: spec.stock,
      stock_status: 'instock',
      images: [image(productId, publicUrl, spec.name)],
      attributes: [],
      variations: [],
      meta_data: [],
      date_created_gmt: daysAgo(40),
      date_modified_gmt: daysAgo(20),
    });
  }

  // a valid number of each customer's country: placement refuses an invalid one (ADR 022)
  const phones: Record<string, string> = {
    FR: '+33 4 72 10 30 30',
    ES: '+34 963 52 54 78',
    GB: '+44 161 496 0000',
    US: '+1 503 555 0100',
  };
  const people = [
    ['Ines', 'Moreau', 'ines.moreau@example.org', 'FR', 'Lyon', '69002', '8 Rue Mercière'],
    [
      'Tomás',
      'Ortega',
      'tomas.ortega@example.org',
      'ES',
      'Valencia',
      '46001',
      'Carrer de la Pau 14',
    ],
    ['Grace', 'Okafor', 'grace.okafor@example.org', 'GB', 'Manchester', 'M1 1AE', '21 Piccadilly'],
    ['Liam', 'Becker', 'liam.becker@example.org', 'US', 'Portland', '97205', '1010 SW Morrison St'],
  ] as const;
  const customers: Customer[] = people.map(
    ([first, last, email, country, city, postcode, street]) => {
      const address = {
        first_name: first,
        last_name: last,
        company: '',
        address_1: street,
        address_2: '',
        city,
        state: country === 'US' ? 'OR' : '',
        postcode,
        country,
      };
      return {
        id: next(),
        email,
        first_name: first,
        last_name: last,
        username: email.split('@')[0]!,
        billing: { ...address, email, phone: phones[country]! },
        shipping: address,
        date_created_gmt: daysAgo(60),
      };
    },
  );

  return { products, customers, orders: [], nextId: id };
}
