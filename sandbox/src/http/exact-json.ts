import { isSafeNumber, parse, stringify } from 'lossless-json';

/**
 * JSON as the real services read and write it, without a double in between: AliExpress types
 * product and order ids as Long, and its order ids are 16 digits close to 2^53. Parsing keeps an
 * integer a double cannot hold as its decimal text; writing puts a `bigint` out digit for digit.
 */
export function parseExactJson(text: string): unknown {
  return parse(text, null, (digits) => (isSafeNumber(digits) ? Number(digits) : digits));
}

export function stringifyExactJson(value: unknown): string {
  return stringify(value) ?? 'null';
}
