import { sandboxRoutingFetch, sandboxUrlFor } from './sandbox-routing';

describe('sandbox routing', () => {
  it("moves a shop's URLs to the stand-in and leaves others alone", () => {
    expect(
      sandboxUrlFor(
        'https://omni-demo-apparel.myshopify.com/admin/api/2025-10/graphql.json?x=1',
        'http://127.0.0.1:4101',
      ),
    ).toBe(
      'http://127.0.0.1:4101/shops/omni-demo-apparel.myshopify.com/admin/api/2025-10/graphql.json?x=1',
    );
    expect(sandboxUrlFor('https://example.com/a', 'http://127.0.0.1:4101')).toBe(
      'https://example.com/a',
    );
  });

  it('passes method and body through', async () => {
    const seen: Array<[string, RequestInit | undefined]> = [];
    const base = (async (input: string | URL | Request, init?: RequestInit) => {
      seen.push([String(input), init]);
      return new Response('{}');
    }) as typeof fetch;
    await sandboxRoutingFetch('http://sb', base)(
      'https://s.myshopify.com/admin/oauth/access_token',
      { method: 'POST', body: 'x' },
    );
    expect(seen).toEqual([
      ['http://sb/shops/s.myshopify.com/admin/oauth/access_token', { method: 'POST', body: 'x' }],
    ]);
  });
});
