import { createHmac } from 'node:crypto';
import { isWooPing, signWooWebhook, verifyWooWebhook } from './webhook-signature';

// A delivery as WooCommerce sends it; the expected signature is computed the way WooCommerce's
// PHP does (base64 of the raw HMAC-SHA256 bytes), independently of the code under test.
const body = '{"id":727,"status":"processing","currency":"GBP","total":"64.79"}';
const secret = 'wc-webhook-secret-3c1f';
const documented = createHmac('sha256', secret).update(body, 'utf8').digest('base64');

describe('WooCommerce webhook signature', () => {
  it('is base64 of HMAC-SHA256 over the raw body', () => {
    expect(signWooWebhook(body, secret)).toBe(documented);
    expect(documented).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('accepts the right signature and refuses an altered body, another secret or none', () => {
    expect(verifyWooWebhook(body, documented, secret)).toBe(true);
    expect(verifyWooWebhook(Buffer.from(body), documented, secret)).toBe(true);
    expect(verifyWooWebhook(body.replace('64.79', '0.01'), documented, secret)).toBe(false);
    expect(verifyWooWebhook(body, documented, 'other-secret')).toBe(false);
    expect(verifyWooWebhook(body, undefined, secret)).toBe(false);
    expect(verifyWooWebhook(body, '', secret)).toBe(false);
    expect(verifyWooWebhook(body, 'not base64 at all!', secret)).toBe(false);
  });

  it('recognises the unsigned ping sent when a webhook is created', () => {
    expect(isWooPing('webhook_id=15', 'application/x-www-form-urlencoded')).toBe(true);
    expect(isWooPing('webhook_id=15', 'application/json')).toBe(false);
    expect(isWooPing(body, 'application/x-www-form-urlencoded')).toBe(false);
  });
});
