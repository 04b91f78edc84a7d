import { createHmac, createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import type { StoreList } from '@omni/shared/contracts';
import {
  SANDBOX_SHOPIFY_API_KEY,
  SANDBOX_SHOPIFY_API_SECRET,
} from '../integrations/shopify/shopify-config';
import {
  finishConnect,
  startConnect,
  useShopifyStandIn,
  type Merchant,
} from '../modules/shopify/shopify-test-kit';
import { signUp } from '../testing/accounts';
import { useTestApp } from '../testing/test-app';
import { databaseFingerprint } from './database-fingerprint';

// the stand-in first: the app reads SANDBOX_SHOPIFY_URL (and so the sandbox secret) when built
const standIn = useShopifyStandIn(() => t.app);
const t = useTestApp();

const SHOP_A = 'omni-demo-apparel.myshopify.com';
const SHOP_B = 'omni-demo-gadgets.myshopify.com';

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

type Claims = Record<string, unknown>;

/** A session token's claims as App Bridge's `shopify.idToken()` has them, for `shop`. */
function claims(shop: string, overrides: Claims = {}): Claims {
  const now = Math.trunc(Date.now() / 1000);
  return {
    iss: `https://${shop}/admin`,
    dest: `https://${shop}`,
    aud: SANDBOX_SHOPIFY_API_KEY,
    sub: '42',
    exp: now + 60,
    nbf: now,
    iat: now,
    jti: randomUUID(),
    sid: 'matrix-session',
    ...overrides,
  };
}

/** An HS256 JWT over `payload` with `secret` (the app's own unless said otherwise). */
function hs256(payload: Claims, secret = SANDBOX_SHOPIFY_API_SECRET, header: Claims = {}): string {
  const head = `${base64url({ alg: 'HS256', typ: 'JWT', ...header })}.${base64url(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

function rs256(payload: Claims): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const head = `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(payload)}`;
  return `${head}.${createSign('RSA-SHA256').update(head).sign(privateKey).toString('base64url')}`;
}

const unsigned = (payload: Claims) =>
  `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;

async function connected(who: Merchant, shop: string): Promise<string> {
  const run = await startConnect(t.app, standIn, who, shop.replace('.myshopify.com', ''));
  const landed = await finishConnect(t.app, run.callback, run.cookie);
  expect(landed.searchParams.get('success')).toBe('1');
  return landed.searchParams.get('store_id')!;
}

const asBearer = (token: string, headers: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...headers,
});

/** Suite §3.3: session tokens that must not sign anyone in, and one shop asking for another's data. */
describe('session-token matrix', () => {
  it('refuses expired, not-yet-valid, foreign-audience, unsigned, RS256 and foreign-secret tokens; shop B never reaches A', async () => {
    const a = await signUp(t.app, 'token-matrix-a@example.test');
    const b = await signUp(t.app, 'token-matrix-b@example.test');
    const storeA = await connected(a, SHOP_A);
    const storeB = await connected(b, SHOP_B);

    const list = (token: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: '/api/stores/list-store',
        headers: asBearer(token, headers),
      });

    // the baseline: a genuine token of shop A lists A's store
    const genuine = await list(hs256(claims(SHOP_A)), { 'workplace-id': a.workplaceId });
    expect(genuine.statusCode).toBe(200);
    expect((genuine.json() as { data: StoreList }).data.stores.map((store) => store.id)).toEqual([
      storeA,
    ]);

    // each made just before it is sent, so the clock margins hold on a slow machine
    const seconds = () => Math.trunc(Date.now() / 1000);
    const refused: Record<string, () => string> = {
      'exp −11 s': () =>
        hs256(claims(SHOP_A, { exp: seconds() - 11, iat: seconds() - 71, nbf: seconds() - 71 })),
      'nbf +15 s (in the future)': () =>
        hs256(claims(SHOP_A, { nbf: seconds() + 15, iat: seconds() + 15, exp: seconds() + 75 })),
      'wrong aud (another app)': () => hs256(claims(SHOP_A, { aud: 'another-app-key' })),
      'aud missing': () => hs256(claims(SHOP_A, { aud: undefined })),
      'alg none, no signature': () => unsigned(claims(SHOP_A)),
      'alg none, app signature kept': () =>
        `${unsigned(claims(SHOP_A))}${hs256(claims(SHOP_A)).split('.')[2]}`,
      'RS256 (own key pair)': () => rs256(claims(SHOP_A)),
      'HS512 header over an HS256 signature': () =>
        hs256(claims(SHOP_A), undefined, { alg: 'HS512' }),
      'foreign secret': () => hs256(claims(SHOP_A), 'another-app-secret'),
      'empty secret': () => hs256(claims(SHOP_A), ''),
      'dest shop A, iss shop B': () => hs256(claims(SHOP_A, { iss: `https://${SHOP_B}/admin` })),
      'dest not a Shopify shop': () => hs256(claims('evil.example.com')),
      'dest x.myshopify.com.evil.com': () => hs256(claims(`${SHOP_A}.evil.com`)),
      'payload changed after signing': () => {
        const [head, , signature] = hs256(claims(SHOP_B)).split('.');
        return `${head}.${base64url(claims(SHOP_A))}.${signature}`;
      },
    };
    const before = await databaseFingerprint(t.db);
    const lines: string[] = [];
    const leaks: string[] = [];
    for (const [name, token] of Object.entries(refused)) {
      const answer = await list(token(), { 'workplace-id': a.workplaceId });
      lines.push(`${name} → ${answer.statusCode}`);
      if (answer.statusCode !== 401) leaks.push(`${name} → ${answer.statusCode} ${answer.body}`);
    }

    // shop B's genuine token (dest = B) asking for workplace A, A's store, and A's data
    const tokenB = hs256(claims(SHOP_B));
    const crossShop: Record<string, Awaited<ReturnType<typeof list>>> = {
      'workplace-id of A': await list(tokenB, { 'workplace-id': a.workplaceId }),
      'store-id of A': await list(tokenB, { 'store-id': storeA }),
      "A's store's sales channels": await t.app.inject({
        method: 'GET',
        url: '/api/status/shopify-service/api/shopify/shop/publications',
        headers: asBearer(tokenB, { 'store-id': storeA }),
      }),
      "renaming A's workplace": await t.app.inject({
        method: 'PUT',
        payload: { name: 'Taken over' },
        url: `/api/core/workplaces/${a.workplaceId}`,
        headers: asBearer(tokenB),
      }),
    };
    for (const [name, answer] of Object.entries(crossShop)) {
      lines.push(`dest = shop B, ${name} → ${answer.statusCode}`);
      if (answer.statusCode !== 403 && answer.statusCode !== 404)
        leaks.push(`dest = shop B, ${name} → ${answer.statusCode} ${answer.body}`);
    }
    // and without naming a workplace, B's token sees only B's store
    const own = await list(tokenB);
    const ownIds = (own.json() as { data: StoreList }).data.stores.map((store) => store.id);
    lines.push(
      `dest = shop B, no workplace named → ${own.statusCode} stores ${JSON.stringify(ownIds)}`,
    );
    expect(ownIds).toEqual([storeB]);

    const after = await databaseFingerprint(t.db);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    console.log(
      `session-token matrix: ${Object.keys(refused).length} bad tokens and ` +
        `${Object.keys(crossShop).length} cross-shop requests, ${leaks.length} let through, ` +
        `tables changed: ${changed.length}\n  ${lines.join('\n  ')}`,
    );
    expect(leaks).toEqual([]);
    expect(changed).toEqual([]);
  });
});
