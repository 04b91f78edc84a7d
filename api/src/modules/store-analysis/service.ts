import type { FastifyBaseLogger } from 'fastify';
import type { StoreAnalysis, StoreProductPage } from '@omni/shared/contracts';
import { guardedFetch } from '../../http/guarded-fetch';
import { appCatalogue } from './app-catalogue';
import { detectApps } from './detect-apps';
import { isExcludedHost } from './marketplaces';
import { parseStorefront } from './shop-info';
import { mapStoreProducts } from './store-products';
import { detectTheme } from './theme';

export interface ScanDeps {
  allowedOrigins: readonly string[];
  log: FastifyBaseLogger;
}

/** Products per products.json page (Shopify's maximum). */
export const STORE_PRODUCTS_PAGE_SIZE = 250;
const PAGE_BYTES = 3 * 1024 * 1024;
const HEADERS = {
  'user-agent': 'OmniDropshipping-StoreAnalysis/1.0',
  accept: 'text/html,application/json;q=0.9',
};

/** A typed address as a URL: a bare domain gets https://. Undefined when it is no address. */
export function storeUrl(input: string): URL | undefined {
  const trimmed = input.trim();
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

const empty = (outcome: StoreAnalysis['outcome']): StoreAnalysis => ({
  outcome,
  shop_info: null,
  apps: [],
  theme: null,
  catalogue_size: appCatalogue().length,
});

/**
 * Reads a public store page and reports shop info, theme and the catalogue apps it uses
 * (spec 000 §1). Failures come back empty with an outcome, never as errors (spec 001 §8), and
 * are logged.
 */
export async function scanStore(url: URL, deps: ScanDeps): Promise<StoreAnalysis> {
  if (isExcludedHost(url.hostname)) return empty('excluded');
  let html: string;
  let finalUrl: string;
  try {
    const response = await guardedFetch(url.toString(), {
      headers: HEADERS,
      maxBytes: PAGE_BYTES,
      allowedOrigins: deps.allowedOrigins,
    });
    if (response.status !== 200) {
      deps.log.info({ status: response.status }, 'store analysis: page did not answer 200');
      return empty('unreachable');
    }
    if (!String(response.headers['content-type'] ?? '').includes('html'))
      return empty('not_a_store');
    html = response.text();
    finalUrl = response.url;
  } catch (error) {
    deps.log.info(
      { err: error instanceof Error ? error.message : String(error), host: url.host },
      'store analysis: page could not be fetched',
    );
    return empty('unreachable');
  }
  const catalogue = appCatalogue();
  const theme = detectTheme(html);
  const page = parseStorefront(html, finalUrl, theme, (sources) =>
    detectApps(sources, catalogue).map((app) => app.name),
  );
  return {
    outcome: 'ok',
    shop_info: page.shopInfo,
    apps: detectApps(page.scriptSources, catalogue),
    theme: theme?.theme ?? null,
    catalogue_size: catalogue.length,
  };
}

/** The store's origin from a seller id: a domain, or a full origin (sandbox stores). */
export function sellerOrigin(sellerId: string): URL | undefined {
  const url = storeUrl(decodeURIComponent(sellerId));
  return url ? new URL(url.origin) : undefined;
}

/** One page of a Shopify store's public products (competitor scraper). */
export async function crawlStoreProducts(
  origin: URL,
  page: number,
  deps: ScanDeps,
): Promise<StoreProductPage> {
  const none = (outcome: StoreProductPage['outcome']): StoreProductPage => ({
    outcome,
    items: [],
    page,
    has_more: false,
  });
  if (isExcludedHost(origin.hostname)) return none('excluded');
  try {
    const response = await guardedFetch(
      `${origin.origin}/products.json?limit=${STORE_PRODUCTS_PAGE_SIZE}&page=${page}`,
      { headers: HEADERS, maxBytes: PAGE_BYTES, allowedOrigins: deps.allowedOrigins },
    );
    if (response.status !== 200) {
      deps.log.info({ status: response.status }, 'store products: products.json did not answer');
      return none('not_a_store');
    }
    const body: unknown = JSON.parse(response.text());
    const raw = (body as { products?: unknown[] }).products;
    const currency = (body as { currency?: unknown }).currency;
    const items = mapStoreProducts(
      body,
      origin.origin,
      typeof currency === 'string' ? currency : null,
    );
    return {
      outcome: 'ok',
      items,
      page,
      has_more: Array.isArray(raw) && raw.length >= STORE_PRODUCTS_PAGE_SIZE,
    };
  } catch (error) {
    deps.log.info(
      { err: error instanceof Error ? error.message : String(error), host: origin.host },
      'store products: could not be read',
    );
    return none('unreachable');
  }
}
