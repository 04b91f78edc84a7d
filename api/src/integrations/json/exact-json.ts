import { isSafeNumber, parse, stringify } from 'lossless-json';

/**
 * JSON from outside services, parsed without losing digits. Shopify's ids already exceed 2^53
 * in its own documented samples (order 820982911946154508), and `JSON.parse` silently rounds
 * them. A number that a double holds exactly stays a number; any other comes back as its
 * decimal text, which is how ids are stored anyway.
 */
export function parseExactJson(text: string): unknown {
  return parse(text, null, (digits) => (isSafeNumber(digits) ? Number(digits) : digits));
}

/**
 * JSON for outside services that type an id as an integer (AliExpress's product_id and order_id
 * are Long): `bigint` values are written digit for digit, where `JSON.stringify` throws and a
 * `Number()` on the way would have rounded anything past 2^53.
 */
export function stringifyExactJson(value: unknown): string {
  return stringify(value) ?? 'null';
}

/**
 * An id we keep as text, for a field the service types as an integer: a bigint when it is all
 * digits (written exactly by stringifyExactJson), else the text itself, so a malformed id reaches
 * the service as it is and is refused there rather than becoming NaN here.
 */
export function integerId(id: string): bigint | string {
  return /^\d+$/.test(id) ? BigInt(id) : id;
}
