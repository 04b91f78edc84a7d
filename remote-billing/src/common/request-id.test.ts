import { webcrypto } from 'node:crypto';
import { newRequestId } from './request-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRequestId', () => {
  it('makes a UUID v4 with randomUUID, and without it from random bytes', () => {
    expect(newRequestId(webcrypto as unknown as Crypto)).toMatch(UUID_V4);
    const bytesOnly = { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) };
    const ids = new Set(Array.from({ length: 50 }, () => newRequestId(bytesOnly as Crypto)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
