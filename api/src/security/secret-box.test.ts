import { randomBytes } from 'node:crypto';
import {
  DEVELOPMENT_SECRET_BOX_KEY,
  SecretBoxError,
  createSecretBox,
  parseSecretBoxKey,
} from './secret-box';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and never stores the plaintext', () => {
    const sealed = box.seal('shpat_0123456789abcdef');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('shpat_');
    expect(box.open(sealed)).toBe('shpat_0123456789abcdef');
  });

  it('uses a fresh IV for every value', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('rejects a value sealed with another key', () => {
    const other = createSecretBox(randomBytes(32));
    expect(() => other.open(box.seal('token'))).toThrow(SecretBoxError);
  });

  it('rejects an altered ciphertext or tag', () => {
    const [version, iv, tag, data] = box.seal('token-value').split('.') as [
      string,
      string,
      string,
      string,
    ];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    expect(() => box.open([version, iv, tag, flip(data)].join('.'))).toThrow(SecretBoxError);
    expect(() => box.open([version, iv, flip(tag), data].join('.'))).toThrow(SecretBoxError);
    expect(() => box.open('v1.abc')).toThrow(SecretBoxError);
    expect(() => box.open('v0.a.b.c')).toThrow(SecretBoxError);
  });

  it('binds a value to its context', () => {
    const sealed = box.seal('token', 'store:1');
    expect(box.open(sealed, 'store:1')).toBe('token');
    expect(() => box.open(sealed, 'store:2')).toThrow(SecretBoxError);
  });

  it('parses keys given as hex or base64, and refuses others', () => {
    const key = randomBytes(32);
    expect(parseSecretBoxKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(parseSecretBoxKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseSecretBoxKey(key.toString('base64url'))?.equals(key)).toBe(true);
    expect(parseSecretBoxKey('too-short')).toBeNull();
    expect(parseSecretBoxKey(randomBytes(16).toString('hex'))).toBeNull();
    expect(() => createSecretBox(randomBytes(16))).toThrow(SecretBoxError);
  });

  it('has a 32-byte development key', () => {
    expect(DEVELOPMENT_SECRET_BOX_KEY).toHaveLength(32);
  });
});
