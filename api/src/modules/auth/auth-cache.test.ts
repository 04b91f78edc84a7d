import { AuthCache, type FoundSession } from './auth-cache';

const NOW = new Date('2026-11-24T10:00:00Z');
const found = (sessionId: string, userId: string, expiresAt: Date): FoundSession => ({
  session: { sessionId, userId, email: `${userId}@cache.test` },
  expiresAt,
});

describe('AuthCache', () => {
  const later = new Date(NOW.getTime() + 60_000);

  it('looks a session up once and answers later checks from memory', async () => {
    const cache = new AuthCache();
    const find = jest.fn(async () => found('s1', 'u1', later));
    expect(await cache.session('hash1', NOW, find)).toEqual(found('s1', 'u1', later).session);
    expect(await cache.session('hash1', NOW, find)).toEqual(found('s1', 'u1', later).session);
    expect(find).toHaveBeenCalledTimes(1);
  });

  it('does not keep a cached session past its own expiry', async () => {
    const cache = new AuthCache();
    const find = jest.fn(async () => found('s1', 'u1', later));
    await cache.session('hash1', NOW, find);
    const expiredFind = jest.fn(async () => null);
    expect(await cache.session('hash1', later, expiredFind)).toBeNull();
    expect(expiredFind).toHaveBeenCalledTimes(1);
  });

  it('never remembers an unknown token, so a session opened next is found', async () => {
    const cache = new AuthCache();
    expect(await cache.session('hash1', NOW, async () => null)).toBeNull();
    const find = jest.fn(async () => found('s1', 'u1', later));
    expect(await cache.session('hash1', NOW, find)).not.toBeNull();
    expect(find).toHaveBeenCalledTimes(1);
  });

  it('forgets a revoked session, and every session of a user', async () => {
    const cache = new AuthCache();
    await cache.session('a', NOW, async () => found('s1', 'u1', later));
    await cache.session('b', NOW, async () => found('s2', 'u1', later));
    await cache.session('c', NOW, async () => found('s3', 'u2', later));
    cache.forgetSession('s1');
    const gone = jest.fn(async () => null);
    expect(await cache.session('a', NOW, gone)).toBeNull();
    cache.forgetUser('u1');
    expect(await cache.session('b', NOW, gone)).toBeNull();
    expect(gone).toHaveBeenCalledTimes(2);
    const untouched = jest.fn(async () => null);
    expect(await cache.session('c', NOW, untouched)).not.toBeNull();
    expect(untouched).not.toHaveBeenCalled();
  });

  it('keeps memberships found, asks again for refusals, and forgets them all on demand', async () => {
    const cache = new AuthCache();
    const refused = jest.fn(async () => null);
    expect(await cache.membership('u1', 'w2', refused)).toBeNull();
    expect(await cache.membership('u1', 'w2', async () => 'w2')).toBe('w2');
    expect(refused).toHaveBeenCalledTimes(1);

    const first = jest.fn(async () => 'w1');
    expect(await cache.membership('u1', undefined, first)).toBe('w1');
    expect(await cache.membership('u1', undefined, first)).toBe('w1');
    expect(first).toHaveBeenCalledTimes(1);

    cache.forgetMemberships();
    const gone = jest.fn(async () => null);
    expect(await cache.membership('u1', 'w2', gone)).toBeNull();
    expect(gone).toHaveBeenCalledTimes(1);
  });
});
