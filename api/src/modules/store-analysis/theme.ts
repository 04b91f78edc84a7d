import type { StoreTheme } from '@omni/shared/contracts';

/**
 * The theme of a Shopify storefront, from the `Shopify.theme = {...}` object every Online Store
 * page carries (name, id, schema_name, theme_store_id; style fields on some themes).
 */
export interface PageTheme {
  theme: StoreTheme;
  /** Theme id of the store's copy (the /t/{id}/ asset folder). */
  themeId: string | null;
  themeStoreId: string | null;
}

const THEME_OBJECT = /Shopify\.theme\s*=\s*(\{[^;]*?\})\s*;/;

function text(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function handleOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function detectTheme(html: string): PageTheme | null {
  const match = THEME_OBJECT.exec(html);
  if (!match) return null;
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(match[1]!) as Record<string, unknown>;
  } catch {
    return null;
  }
  // schema_name is the theme's product name (Dawn); name is what the merchant called the copy.
  const name = text(raw.schema_name) ?? text(raw.name);
  if (!name) return null;
  const handle = handleOf(name);
  const themeStoreId = text(raw.theme_store_id);
  return {
    themeId: text(raw.id),
    themeStoreId,
    theme: {
      name,
      theme_store_url: themeStoreId ? `https://themes.shopify.com/themes/${handle}` : '',
      id: themeStoreId,
      handle,
      style_id: text(raw.style_id),
      style_handle: text(raw.style_name) ? handleOf(text(raw.style_name)!) : null,
    },
  };
}
