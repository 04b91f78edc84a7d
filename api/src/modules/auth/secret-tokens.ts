import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: bearer tokens and mailed one-time codes. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store instead of a token: its SHA-256 (hex). A stolen table grants nothing. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
