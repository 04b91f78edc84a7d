import * as cheerio from 'cheerio';
import type { ShopInfo } from '@omni/shared/contracts';
import { socialProfiles } from './social-links';
import type { PageTheme } from './theme';

/** What one fetched storefront page says about the shop (spec 000 §3 Shop info). */
export interface ParsedPage {
  shopInfo: ShopInfo;
  /** Absolute script addresses, for app detection. */
  scriptSources: string[];
  /** Whether the page is a Shopify storefront (products.json can be read). */
  isShopify: boolean;
}

function jsonString(html: string, pattern: RegExp): string | null {
  const match = pattern.exec(html);
  if (!match?.[1]) return null;
  try {
    const value: unknown = JSON.parse(match[1]);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  } catch {
    return null;
  }
}

function absolute(link: string | undefined, base: URL): string | null {
  if (!link) return null;
  try {
    return new URL(link, base).toString();
  } catch {
    return null;
  }
}

function clean(value: string | undefined | null): string | null {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed : null;
}

export function parseStorefront(
  html: string,
  pageUrl: string,
  theme: PageTheme | null,
  appNames: (scriptSources: string[]) => string[],
): ParsedPage {
  const $ = cheerio.load(html);
  const base = new URL(pageUrl);
  const scriptSources = [
    ...new Set(
      $('script[src]')
        .map((_, element) => absolute($(element).attr('src'), base))
        .get()
        .filter((src): src is string => src !== null),
    ),
  ];
  const links = $('a[href]')
    .map((_, element) => $(element).attr('href') ?? '')
    .get();
  const social = socialProfiles(links);
  const meta = (name: string) =>
    clean(
      $(`meta[property="${name}"]`).attr('content') ?? $(`meta[name="${name}"]`).attr('content'),
    );

  const shopDomain = jsonString(html, /Shopify\.shop\s*=\s*("[^"]*")/);
  const isShopify = shopDomain !== null || /cdn\.shopify\.com|\/cdn\/shop\//.test(html);
  const themeId = theme?.themeId ?? null;
  const logos = [
    ...new Set(
      [
        ...$('[class*="logo"] img, img[class*="logo"], img[alt*="logo" i]')
          .map((_, element) => absolute($(element).attr('src'), base))
          .get(),
        absolute(meta('og:image') ?? undefined, base),
      ].filter((src): src is string => src !== null),
    ),
  ].slice(0, 5);

  return {
    scriptSources,
    isShopify,
    shopInfo: {
      shopUriOrigin: base.origin,
      shopUri: shopDomain ?? base.host,
      shopName: meta('og:site_name') ?? clean($('title').first().text()),
      themeName: theme?.theme.name ?? null,
      themeId,
      themeUri: themeId ? `${base.origin}/cdn/shop/t/${themeId}/assets/` : null,
      themeStoreId: theme?.themeStoreId ?? null,
      storeId:
        jsonString(html, /"shopId"\s*:\s*(\d+)/) ?? jsonString(html, /Shopify\.shopId\s*=\s*(\d+)/),
      currencyActive: jsonString(
        html,
        /Shopify\.currency\s*=\s*\{[^}]*?"active"\s*:\s*("[A-Z]{3}")/,
      ),
      bestSellingUrl: isShopify ? `${base.origin}/collections/all?sort_by=best-selling` : null,
      facebook: social.facebook,
      twitter: social.twitter,
      instagram: social.instagram,
      title: clean($('title').first().text()),
      description: meta('description') ?? meta('og:description'),
      logos,
      country: jsonString(html, /Shopify\.country\s*=\s*("[A-Z]{2}")/),
      appUsed: appNames(scriptSources),
    },
  };
}
