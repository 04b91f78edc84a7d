import { signUp } from '../testing/accounts';
import { call, useTestApp } from '../testing/test-app';
import { unboundedPaging } from '../plugins/edge-input';

const t = useTestApp();

/** F1, F2 and F9 of the outside test: what reaches the edge, for every route. */
describe('edge input', () => {
  it('F1: a NUL byte in any text field is a 400 with a field error, never a 500', async () => {
    const user = await signUp(t.app, 'nul@example.test');
    const probes = [
      {
        method: 'POST' as const,
        url: '/api/auth/register',
        body: { email: 'n2@example.test', password: 'Secret123', first_name: 'Ann\u0000' },
        field: 'first_name',
      },
      {
        method: 'POST' as const,
        url: '/api/core/workplaces',
        body: { name: 'a\u0000b' },
        field: 'name',
      },
      {
        method: 'PUT' as const,
        url: `/api/core/workplaces/${user.workplaceId}`,
        body: { name: '\u0000' },
        field: 'name',
      },
      {
        method: 'GET' as const,
        url: '/api/center/products/find?keyword=lamp%00',
        field: 'keyword',
      },
      { method: 'GET' as const, url: '/api/ah/products/1%002', field: 'productId' },
    ];
    for (const probe of probes) {
      const answer = await call(t.app, probe.method, probe.url, {
        token: user.token,
        workplaceId: user.workplaceId,
        ...(probe.body ? { body: probe.body } : {}),
      });
      expect({ url: probe.url, http: answer.http, status: answer.body.status }).toEqual({
        url: probe.url,
        http: 400,
        status: 201,
      });
      expect(answer.body.errors).toContainEqual({
        field: probe.field,
        message: 'FieldInvalid',
        params: { rule: 'controlCharacter' },
      });
    }
    console.log(`F1: ${probes.length} NUL-byte probes → 400 with a field error`);
  });

  it('F2: an absurd page, size or offset is a 400 on every paged list', async () => {
    const user = await signUp(t.app, 'paging@example.test');
    const urls = [
      '/api/core/list-notification?page=99999999999999999999',
      '/api/channel-orders?page=99999999999999999999',
      '/api/core/list-notification?page=-3',
      '/api/core/list-notification?page_size=100000000',
    ];
    const answered: Record<string, number> = {};
    for (const url of urls) answered[url] = (await call(t.app, 'GET', url, user)).http;
    expect(answered).toEqual(Object.fromEntries(urls.map((url) => [url, 400])));
    console.log(`F2: ${urls.length} out-of-range paging probes → 400`);
  });

  it('F2: every paging parameter of every route has both bounds after the edge rule', () => {
    const open: string[] = [];
    for (const route of t.app.routeTable)
      for (const where of unboundedPaging(route))
        open.push(`${route.method} ${route.url} ${where}`);
    // A route listed here takes a paging parameter that is not a number: make it
    // Type.Integer (the edge rule then bounds it) or give it minimum and maximum yourself.
    expect(open).toEqual([]);
  });

  it('F9: Fastify’s own errors come back in the envelope with the spec’s codes', async () => {
    const probes = [
      { url: '/api/%zz', http: 400 },
      { url: `/api/ah/products/${'1'.repeat(500)}`, http: 414 },
    ];
    for (const probe of probes) {
      const answer = await t.app.inject({ method: 'GET', url: probe.url });
      expect(answer.statusCode).toBe(probe.http);
      expect(answer.json()).toEqual({ status: 201, message: 'ValidationFailed', data: null });
    }
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${'x'.repeat(2_000_000)}"}`,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ status: 201, message: 'ValidationFailed', data: null });
    console.log('F9: bad URL 400, long parameter 414, large body 413 — all in the envelope');
  });
});
