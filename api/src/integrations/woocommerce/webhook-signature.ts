import { createHmac, timingSafeEqual } from 'node:crypto';

/** The headers a WooCommerce webhook delivery carries (lower case, as Node gives them). */
export const WOO_WEBHOOK_HEADERS = {
  signature: 'x-wc-webhook-signature',
  topic: 'x-wc-webhook-topic',
  resource: 'x-wc-webhook-resource',
  event: 'x-wc-webhook-event',
  deliveryId: 'x-wc-webhook-delivery-id',
  webhookId: 'x-wc-webhook-id',
  source: 'x-wc-webhook-source',
} as const;

/**
 * WooCommerce signs a delivery as `base64(HMAC-SHA256(raw body, webhook secret))`
 * (WC_Webhook::generate_signature: base64_encode(hash_hmac('sha256', $payload, $secret, true))).
 */
export function signWooWebhook(rawBody: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/** Checks a delivery's signature over the exact bytes received, in constant time. */
export function verifyWooWebhook(
  rawBody: string | Buffer,
  signature: string | undefined,
  secret: string,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signWooWebhook(rawBody, secret), 'base64');
  let given: Buffer;
  try {
    given = Buffer.from(signature.trim(), 'base64');
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * When a webhook is created, WooCommerce first POSTs `webhook_id=<id>` (form-encoded, unsigned) to
 * check that the delivery URL answers; it must get a 2xx or the webhook is not saved.
 */
export function isWooPing(rawBody: string, contentType: string | undefined): boolean {
  return (
    (contentType ?? '').startsWith('application/x-www-form-urlencoded') &&
    /^webhook_id=\d+$/.test(rawBody.trim())
  );
}
