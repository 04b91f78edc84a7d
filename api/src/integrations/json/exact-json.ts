import { isSafeNumber, parse } from 'lossless-json';

/**
 * JSON from outside services, parsed without losing digits. Shopify's ids already exceed 2^53
 * in its own documented samples (order 820982911946154508), and `JSON.parse` silently rounds
 * them. A number that a double holds exactly stays a number; any other comes back as its
 * decimal text, which is how ids are stored anyway.
 */
export function parseExactJson(text: string): unknown {
  return parse(text, null, (digits) => (isSafeNumber(digits) ? Number(digits) : digits));
}
