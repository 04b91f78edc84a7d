import { createHmac, randomUUID } from 'node:crypto';

/**
 * A Shopify session token (App Bridge `shopify.idToken()`): an HS256 JWT signed with the app's
 * secret, valid for one minute. `iss` is the shop's admin URL, `dest` the shop, `aud` the app's
 * API key, `sub` the staff user.
 */
export interface SessionTokenInput {
  shopDomain: string;
  apiKey: string;
  apiSecret: string;
  userId: number;
  sessionId: string;
  now?: number;
  lifetimeSeconds?: number;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function signSessionToken(input: SessionTokenInput): string {
  const iat = Math.floor((input.now ?? Date.now()) / 1000);
  const payload = {
    iss: `https://${input.shopDomain}/admin`,
    dest: `https://${input.shopDomain}`,
    aud: input.apiKey,
    sub: String(input.userId),
    exp: iat + (input.lifetimeSeconds ?? 60),
    nbf: iat,
    iat,
    jti: randomUUID(),
    sid: input.sessionId,
  };
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  const signature = createHmac('sha256', input.apiSecret).update(head).digest('base64url');
  return `${head}.${signature}`;
}
