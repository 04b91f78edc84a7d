import type { StoreProduct } from '@omni/shared/contracts';
import { isExcludedHost } from './marketplaces';

/** One product of a Shopify `products.json` page (the fields the scraper reads). */
interface RawProduct {
  id?: number | string;
  handle?: string;
  title?: string;
  body_html?: string | null;
  vendor?: string;
  product_type?: string;
  tags?: string[] | string;
  published_at?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
  options?: { name?: string; values?: string[] }[];
  variants?: {
    id?: number | string;
    title?: string;
    price?: string | number;
    sku?: string | null;
    available?: boolean;
  }[];
  images?: { src?: string }[];
}

function asPrice(value: string | number | undefined): number {
  const price = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(price) && price >= 0 ? Math.round(price * 100) / 100 : 0;
}

function isLinkToExcluded(link: string | undefined): boolean {
  if (!link) return false;
  try {
    return isExcludedHost(new URL(link).hostname);
  } catch {
    return false;
  }
}

/**
 * Maps a products.json body to store products. Products whose pictures or links point at large
 * marketplaces or social sites are left out (spec 001 §5), as are entries without id or handle.
 */
export function mapStoreProducts(
  body: unknown,
  origin: string,
  currencyCode: string | null,
): StoreProduct[] {
  const products = (body as { products?: unknown })?.products;
  if (!Array.isArray(products)) return [];
  return (products as RawProduct[]).flatMap((raw) => {
    if (raw.id === undefined || !raw.handle) return [];
    const images = (raw.images ?? [])
      .map((image) => image.src)
      .filter((src): src is string => typeof src === 'string');
    if (images.some(isLinkToExcluded)) return [];
    const variants = (raw.variants ?? []).map((variant) => ({
      id: String(variant.id ?? ''),
      title: variant.title ?? '',
      price: asPrice(variant.price),
      sku: variant.sku ?? null,
      available: variant.available ?? true,
    }));
    const prices = variants.map((variant) => variant.price);
    const minPrice = prices.length ? Math.min(...prices) : 0;
    const maxPrice = prices.length ? Math.max(...prices) : 0;
    const tags = Array.isArray(raw.tags)
      ? raw.tags
      : (raw.tags ?? '')
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean);
    return [
      {
        id: String(raw.id),
        handle: raw.handle,
        title: raw.title ?? raw.handle,
        body_html: raw.body_html ?? '',
        vendor: raw.vendor ?? '',
        product_type: raw.product_type ?? '',
        tags,
        published_at: raw.published_at ?? null,
        options: (raw.options ?? []).map((option) => ({
          name: option.name ?? '',
          values: option.values ?? [],
        })),
        variants,
        href: `${origin}/products/${encodeURIComponent(raw.handle)}`,
        image: images[0] ?? null,
        images,
        minPrice,
        maxPrice,
        priceAmount: minPrice,
        currencyCode,
        created_at: raw.created_at ?? null,
        updatedAt: raw.updated_at ?? null,
      },
    ];
  });
}
