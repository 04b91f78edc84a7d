import { detectEmbedded } from '@omni/shared/session';

/**
 * A billing provider's own page (a payment page, Shopify's charge approval). Embedded in the
 * Shopify admin it replaces the admin's whole window — Shopify's pages can't be framed, and
 * App Bridge carries window.open(url, '_top') out of the frame — else this tab.
 */
export function openProviderPage(url: string, win: Window = window): void {
  if (detectEmbedded(win)) win.open(url, '_top');
  else win.location.assign(url);
}
