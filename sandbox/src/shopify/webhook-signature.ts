import { createHmac } from 'node:crypto';

/** X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of the raw body with the app's client secret. */
export const signWebhookBody = (body: string, secret: string): string =>
  createHmac('sha256', secret).update(body, 'utf8').digest('base64');

/**
 * The `hmac` of OAuth redirects and app-launch URLs: hex HMAC-SHA256 of the other query
 * parameters sorted by name and joined as `name=value&…`.
 */
export function signQuery(params: Record<string, string>, secret: string): string {
  const message = Object.keys(params)
    .filter((name) => name !== 'hmac' && name !== 'signature')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}
