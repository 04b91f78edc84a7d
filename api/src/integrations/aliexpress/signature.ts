import { createHash, createHmac } from 'node:crypto';

/**
 * AliExpress Open Platform request signing (the TOP protocol as AliExpress documents it):
 * every parameter except `sign` (and empty ones) sorted by name in ASCII order, concatenated as
 * name+value, prefixed with the API path for system/REST calls (`/auth/token/create`), then
 * - sha256: HMAC-SHA256 keyed with the app secret,
 * - md5:    MD5 of secret + string + secret (the older TOP gateway),
 * written as upper-case hex.
 */
export type AliExpressSignMethod = 'sha256' | 'md5';

export function aliExpressSignBase(params: Record<string, string>, apiPath = ''): string {
  const names = Object.keys(params)
    .filter((name) => name !== 'sign' && params[name] !== '')
    .sort();
  return apiPath + names.map((name) => `${name}${params[name]}`).join('');
}

export function signAliExpress(
  params: Record<string, string>,
  secret: string,
  options: { method?: AliExpressSignMethod; apiPath?: string } = {},
): string {
  const base = aliExpressSignBase(params, options.apiPath);
  const digest =
    (options.method ?? 'sha256') === 'md5'
      ? createHash('md5').update(`${secret}${base}${secret}`, 'utf8').digest('hex')
      : createHmac('sha256', secret).update(base, 'utf8').digest('hex');
  return digest.toUpperCase();
}
