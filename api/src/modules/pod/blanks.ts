import { count } from 'drizzle-orm';
import { POD_COLLECTIONS, type PodCollection } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { podBlanks, podDesignAreas } from '../../db/schema';

/*
 * The print-on-demand blanks: six per collection, generated the same way every time, each with
 * the design areas its product allows (a mug wraps, a shirt has a front and a back).
 */

interface AreaTemplate {
  key: string;
  left: number;
  top: number;
  width: number;
  height: number;
  widthMm: number;
  heightMm: number;
}

interface CollectionTemplate {
  names: string[];
  noun: string;
  basePrice: number;
  colours: string[];
  sizes: string[];
  areas: AreaTemplate[];
  /** Shipping to the first country (US); others cost more. */
  shipping: number;
}

const SHIRT_AREAS: AreaTemplate[] = [
  { key: 'front', left: 0.3, top: 0.22, width: 0.4, height: 0.5, widthMm: 300, heightMm: 400 },
  { key: 'back', left: 0.3, top: 0.18, width: 0.4, height: 0.55, widthMm: 300, heightMm: 420 },
];

export const COLLECTION_TEMPLATES: Record<PodCollection, CollectionTemplate> = {
  't-shirts': {
    names: ['Classic', 'Organic', 'Heavyweight', 'Slim fit', 'Oversized', 'V-neck'],
    noun: 'T-shirt',
    basePrice: 8.9,
    colours: ['white', 'black', 'navy', 'heather grey', 'red'],
    sizes: ['S', 'M', 'L', 'XL', '2XL'],
    areas: SHIRT_AREAS,
    shipping: 4.5,
  },
  hoodies: {
    names: ['Classic', 'Zip', 'Heavy blend', 'Cropped', 'Fleece', 'Organic'],
    noun: 'hoodie',
    basePrice: 21.5,
    colours: ['black', 'white', 'forest green', 'sand'],
    sizes: ['S', 'M', 'L', 'XL'],
    areas: SHIRT_AREAS,
    shipping: 7.9,
  },
  mugs: {
    names: ['White', 'Two-tone', 'Enamel', 'Travel', 'Large', 'Colour-changing'],
    noun: 'mug',
    basePrice: 5.6,
    colours: ['white', 'black'],
    sizes: ['11 oz', '15 oz'],
    areas: [
      { key: 'wrap', left: 0.12, top: 0.25, width: 0.6, height: 0.5, widthMm: 200, heightMm: 85 },
    ],
    shipping: 6.2,
  },
  'phone-cases': {
    names: ['Slim', 'Tough', 'Clear', 'Eco', 'MagSafe', 'Glossy'],
    noun: 'phone case',
    basePrice: 7.4,
    colours: ['clear', 'black'],
    sizes: ['iPhone 15', 'iPhone 16', 'Galaxy S24'],
    areas: [
      { key: 'back', left: 0.32, top: 0.12, width: 0.36, height: 0.76, widthMm: 70, heightMm: 150 },
    ],
    shipping: 3.9,
  },
  'tote-bags': {
    names: ['Canvas', 'Organic', 'Heavy', 'Zip', 'Market', 'Recycled'],
    noun: 'tote bag',
    basePrice: 6.8,
    colours: ['natural', 'black'],
    sizes: ['one size'],
    areas: [
      {
        key: 'front',
        left: 0.25,
        top: 0.35,
        width: 0.5,
        height: 0.45,
        widthMm: 280,
        heightMm: 300,
      },
    ],
    shipping: 4.2,
  },
  posters: {
    names: ['Matte', 'Glossy', 'Framed', 'Canvas', 'Premium', 'Photo'],
    noun: 'poster',
    basePrice: 9.5,
    colours: ['white'],
    sizes: ['A4', 'A3', 'A2'],
    areas: [
      { key: 'front', left: 0.1, top: 0.08, width: 0.8, height: 0.84, widthMm: 297, heightMm: 420 },
    ],
    shipping: 5.5,
  },
};

export const POD_SHIP_COUNTRIES = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'NL', 'ES', 'IT', 'BR'];
const FIRST_BLANK_ID = 9_000_001;

/** Shipping of a blank to a country: the collection's US rate, +35 % elsewhere, none outside. */
export function podShippingCost(collection: PodCollection, country: string): number | null {
  if (!POD_SHIP_COUNTRIES.includes(country)) return null;
  const base = COLLECTION_TEMPLATES[collection].shipping;
  return country === 'US' ? base : Math.round(base * 1.35 * 100) / 100;
}

export function generateBlanks() {
  return POD_COLLECTIONS.flatMap((collection, c) => {
    const template = COLLECTION_TEMPLATES[collection];
    return template.names.map((name, n) => {
      const id = FIRST_BLANK_ID + c * 100 + n;
      return {
        blank: {
          id,
          collection,
          title: `${name} ${template.noun}`,
          description: `${name} ${template.noun}, printed on demand and shipped from the nearest print partner.`,
          basePrice: Math.round(template.basePrice * (1 + n * 0.12) * 100) / 100,
          colours: template.colours,
          sizes: template.sizes,
          renderSeed: (id * 2654435761) | 0,
          shipCountries: POD_SHIP_COUNTRIES,
          orderCount: 5000 - c * 400 - n * 250,
        },
        areas: template.areas.map((area) => ({ blankId: id, ...area })),
      };
    });
  });
}

/** Writes the blanks when the table is empty (first use, fresh test database). */
export async function ensurePodBlanks(db: Database): Promise<void> {
  const [row] = await db.select({ n: count() }).from(podBlanks);
  if (Number(row?.n ?? 0) > 0) return;
  const generated = generateBlanks();
  await db.transaction(async (tx) => {
    await tx
      .insert(podBlanks)
      .values(generated.map((entry) => entry.blank))
      .onConflictDoNothing();
    await tx
      .insert(podDesignAreas)
      .values(generated.flatMap((entry) => entry.areas))
      .onConflictDoNothing();
  });
}
