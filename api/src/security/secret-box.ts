import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for credentials the API keeps on a merchant's behalf (Shopify offline access
 * tokens, WooCommerce consumer keys, supplier refresh tokens). AES-256-GCM: a fresh 96-bit IV per
 * value, the 128-bit tag authenticates both the ciphertext and the optional `context` (bind a
 * token to its store id so a copied column value cannot be replayed on another row).
 *
 * Sealed form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url — text, so it fits a `text` column.
 */
export interface SecretBox {
  seal(plaintext: string, context?: string): string;
  /** Throws SecretBoxError when the value was altered, sealed with another key or another context. */
  open(sealed: string, context?: string): string;
}

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key used when SECRET_BOX_KEY is not set outside production, derived from a fixed label so
 * development data stays readable across restarts. Never accepted in production (see env.ts).
 */
export const DEVELOPMENT_SECRET_BOX_KEY: Buffer = createHash('sha256')
  .update('omni-dropshipping development secret box key — not for production')
  .digest();

/**
 * Parses SECRET_BOX_KEY: 32 bytes as 64 hex characters or as base64 (44 characters with padding).
 * Returns null when the value is neither.
 */
export function parseSecretBoxKey(raw: string): Buffer | null {
  const value = raw.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === KEY_BYTES) return key;
  }
  return null;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new SecretBoxError(`The key must be ${KEY_BYTES} bytes`);
  // own copy: a caller that later zeroes or reuses its buffer must not change this box's key
  const secret = Buffer.from(key);

  return {
    seal(plaintext, context = '') {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    open(sealed, context = '') {
      const parts = sealed.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION)
        throw new SecretBoxError('Not a sealed value of this version');
      const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, 'base64url'));
      if (!iv || iv.length !== IV_BYTES || !tag || tag.length !== TAG_BYTES || !ciphertext)
        throw new SecretBoxError('Malformed sealed value');
      const decipher = createDecipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        // GCM's only failure here is authentication: wrong key, wrong context or altered bytes
        throw new SecretBoxError('The sealed value could not be authenticated');
      }
    },
  };
}
