import { WooApiError, WooRestClient } from './woo-rest-client';

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string | null;
}

/** A transport answering from a table, recording what the client sent. */
function transport(answer: (seen: Seen) => Response) {
  const seen: Seen[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request: Seen = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
    };
    seen.push(request);
    return answer(request);
  };
  return { seen, fetchImpl };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const credentials = {
  storeUrl: 'https://shop.example.com/wp/',
  consumerKey: 'ck_abc',
  consumerSecret: 'cs_def',
};

describe('WooRestClient', () => {
  it('calls REST v3 under the store URL with HTTP Basic keys and reads the page headers', async () => {
    const { seen, fetchImpl } = transport(() =>
      json([{ id: 1 }, { id: 2 }], 200, { 'x-wp-total': '7', 'x-wp-totalpages': '4' }),
    );
    const client = new WooRestClient(credentials, 'workplace-1', { fetch: fetchImpl });
    const page = await client.listOrders({
      modifiedAfter: new Date('2026-11-20T10:00:00.000Z'),
      page: 2,
      perPage: 2,
    });
    expect(page).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 7, totalPages: 4 });
    const [request] = seen;
    expect(request!.url.origin + request!.url.pathname).toBe(
      'https://shop.example.com/wp/wp-json/wc/v3/orders',
    );
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      page: '2',
      per_page: '2',
      orderby: 'modified',
      order: 'asc',
      dates_are_gmt: 'true',
      modified_after: '2026-11-20T10:00:00',
    });
    expect(request!.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('ck_abc:cs_def').toString('base64')}`,
    );
    // the keys never ride in the URL
    expect(request!.url.search).not.toContain('ck_abc');
  });

  it('posts order notes and webhooks as JSON', async () => {
    const { seen, fetchImpl } = transport((request) =>
      request.url.pathname.endsWith('/notes')
        ? json({ id: 5, note: 'Tracking: LX1', customer_note: true }, 201)
        : json({ id: 9, topic: 'order.created' }, 201),
    );
    const client = new WooRestClient(credentials, 'w', { fetch: fetchImpl });
    await client.createOrderNote(727, 'Tracking: LX1', true);
    await client.createWebhook({
      name: 'orders',
      topic: 'order.created',
      deliveryUrl: 'https://api.example.com/api/woocommerce/webhooks/s1',
      secret: 'shh',
    });
    expect(seen.map((r) => [r.method, r.url.pathname])).toEqual([
      ['POST', '/wp/wp-json/wc/v3/orders/727/notes'],
      ['POST', '/wp/wp-json/wc/v3/webhooks'],
    ]);
    expect(JSON.parse(seen[0]!.body!)).toEqual({ note: 'Tracking: LX1', customer_note: true });
    expect(JSON.parse(seen[1]!.body!)).toMatchObject({
      topic: 'order.created',
      delivery_url: 'https://api.example.com/api/woocommerce/webhooks/s1',
      secret: 'shh',
      status: 'active',
    });
  });

  it('turns a refused key into an auth failure without retrying it', async () => {
    const { seen, fetchImpl } = transport(() =>
      json(
        {
          code: 'woocommerce_rest_authentication_error',
          message: 'Consumer key is invalid.',
          data: { status: 401 },
        },
        401,
      ),
    );
    const client = new WooRestClient(credentials, 'w', { fetch: fetchImpl });
    const failure = await client.getCurrency().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WooApiError);
    expect(failure).toMatchObject({ status: 401, code: 'woocommerce_rest_authentication_error' });
    expect((failure as WooApiError).isAuthFailure).toBe(true);
    expect(seen).toHaveLength(1);
  });
});
