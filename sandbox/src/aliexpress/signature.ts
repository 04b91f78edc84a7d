import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The stand-in's own check of AliExpress request signatures (written apart from the API's signer
 * so a mistake in one is caught by the other): sorted name+value pairs without `sign`, the API
 * path first for /rest calls, HMAC-SHA256 (sign_method sha256) or MD5(secret+base+secret)
 * (sign_method md5), upper-case hex.
 */
export function expectedSignature(
  params: Record<string, string>,
  secret: string,
  apiPath: string,
): string | null {
  const base =
    apiPath +
    Object.keys(params)
      .filter((name) => name !== 'sign' && params[name] !== '')
      .sort()
      .map((name) => name + params[name])
      .join('');
  switch (params.sign_method) {
    case 'sha256':
    case 'hmac-sha256':
      return createHmac('sha256', secret).update(base, 'utf8').digest('hex').toUpperCase();
    case 'md5':
      return createHash('md5')
        .update(secret + base + secret, 'utf8')
        .digest('hex')
        .toUpperCase();
    default:
      return null;
  }
}

export function signatureMatches(
  params: Record<string, string>,
  secret: string,
  apiPath: string,
): boolean {
  const expected = expectedSignature(params, secret, apiPath);
  const given = params.sign?.toUpperCase();
  if (!expected || !given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}
