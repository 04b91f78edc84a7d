const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random alphanumeric id (spec 000 §9: length 8 by default), from the crypto source. */
export function randomId(length = 8): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  // 62 symbols: the modulo bias is negligible for ids that only need to be distinct on a page
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
