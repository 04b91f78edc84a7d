/**
 * @jest-environment node
 */
import { setToaster } from '../errors/toaster';
import { createMemoryStorage } from '../session/safe-storage';
import { createSessionStore } from '../session/session-store';
import { configureApiClient } from './api-client';
import { openApiStream } from './open-api-stream';

const fetchMock = jest.fn();
const toasts: string[] = [];

beforeEach(() => {
  fetchMock.mockReset();
  toasts.length = 0;
  global.fetch = fetchMock as unknown as typeof fetch;
  const storage = createMemoryStorage();
  const session = createSessionStore('standalone', { token: storage, ids: storage });
  session.setToken('tok-1');
  session.setWorkspaceId('wp-1');
  configureApiClient({
    baseURL: 'http://api.test/api/',
    navigate: () => undefined,
    session,
    embedded: false,
    timeZone: 'UTC',
    i18n: { language: 'de', t: (key) => key },
  });
  setToaster({ success: () => undefined, error: (text) => toasts.push(text) });
});

describe('openApiStream', () => {
  it('calls the API with the headers of the shared client and hands over the stream', async () => {
    const body = new ReadableStream<Uint8Array>();
    fetchMock.mockResolvedValue(
      new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    );
    const answer = await openApiStream('POST', 'center/products/p1/ai-writing', { field: 'title' });
    expect(answer).toEqual({ ok: true, body: expect.any(ReadableStream) });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api.test/api/center/products/p1/ai-writing');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tok-1',
      'workplace-id': 'wp-1',
      locale: 'de',
      'api-version': 'v2',
      accept: 'text/event-stream',
      'content-type': 'application/json',
    });
    expect(init.body).toBe('{"field":"title"}');
  });

  it('turns an error envelope into a result and runs the usual effects', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ status: 202, message: 'DataNotFound', data: null }, { status: 404 }),
    );
    const answer = await openApiStream('POST', 'center/products/p1/ai-writing', {});
    expect(answer).toMatchObject({
      ok: false,
      result: { status: 202, message: 'DataNotFound', httpStatus: 404, success: false },
    });
    expect(toasts).toEqual(['messages.DataNotFound']);
  });

  it('shows no toast for a quota refusal (the caller shows the banner), nor when silent', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ status: 401, message: 'EXCEED_QUOTA_LIMIT', data: null }, { status: 402 }),
    );
    expect((await openApiStream('POST', 'x', {})).ok).toBe(false);
    fetchMock.mockResolvedValue(
      Response.json({ status: 202, message: 'DataNotFound', data: null }, { status: 404 }),
    );
    await openApiStream('POST', 'x', {}, { silent: true });
    expect(toasts).toEqual([]);
  });

  it('reports no answer as offline, and lets an abort through as an abort', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = await openApiStream('POST', 'x', {}, { silent: true });
    expect(offline).toMatchObject({ ok: false, result: { httpStatus: 0, success: false } });
    const stop = new AbortController();
    stop.abort();
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(openApiStream('POST', 'x', {}, { signal: stop.signal })).rejects.toThrow(
      'aborted',
    );
  });
});
