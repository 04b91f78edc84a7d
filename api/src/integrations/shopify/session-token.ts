import { InvalidJwtError, type Shopify } from '@shopify/shopify-api';

export interface VerifiedSessionToken {
  shop: string;
  /** The staff member (Shopify user id); empty when the token names none. */
  userId: string;
  sessionId: string | null;
  tokenId: string | null;
}

/**
 * Verifies a Shopify session token (App Bridge `shopify.idToken()`): the library checks the HS256
 * signature with our app secret, `exp`/`nbf` (10 s clock tolerance) and that `aud` is our API key;
 * we take the shop from `dest` and require `iss` to be that shop's admin. Null when anything fails.
 */
export async function verifySessionToken(
  library: Shopify,
  token: string,
): Promise<VerifiedSessionToken | null> {
  let payload: Awaited<ReturnType<Shopify['session']['decodeSessionToken']>>;
  try {
    payload = await library.session.decodeSessionToken(token);
  } catch (error) {
    if (error instanceof InvalidJwtError) return null;
    throw error;
  }
  let shop: string;
  try {
    shop = new URL(payload.dest).hostname;
  } catch {
    return null;
  }
  const clean = library.utils.sanitizeShop(shop);
  if (!clean || !clean.endsWith('.myshopify.com')) return null;
  if (payload.iss !== `https://${clean}/admin`) return null;
  return {
    shop: clean,
    userId: payload.sub ? String(payload.sub) : '',
    sessionId: payload.sid ?? null,
    tokenId: payload.jti ?? null,
  };
}

/** A bearer value shaped like a JWT (three base64url parts), i.e. possibly a session token. */
export const looksLikeJwt = (value: string): boolean =>
  /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value) && value.length < 4096;
