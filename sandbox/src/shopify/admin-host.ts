/**
 * The `host` parameter Shopify adds to app URLs: base64 of the admin's address for the shop
 * (admin.shopify.com/store/<handle> on Shopify; here the stand-in's admin page for the shop).
 */
export function adminHost(publicUrl: string, shopDomain: string): string {
  const address = `${new URL(publicUrl).host}/shops/${shopDomain}/admin`;
  return Buffer.from(address).toString('base64').replace(/=+$/, '');
}
