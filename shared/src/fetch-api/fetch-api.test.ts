import { BodyStatus } from '../errors/status-codes';
import { ClientMessageKey } from '../errors/client-message-keys';
import { fetchApi } from './index';

// jsdom has no Response: the two members fetchApi reads
const answer = (status: number, body: unknown) =>
  jest.fn(async () => ({ status, text: async () => JSON.stringify(body) }) as unknown as Response);

describe('fetchApi', () => {
  it('posts JSON with the product headers and returns the envelope data', async () => {
    const fetch = answer(200, { status: BodyStatus.OK, message: 'Ok', data: { token: 't' } });
    const result = await fetchApi<{ token: string }>(
      'POST',
      'auth/login',
      { email: 'a@b.test' },
      { baseUrl: 'http://api.test/api/', language: 'de', fetch },
    );
    expect(result).toMatchObject({ success: true, data: { token: 't' }, httpStatus: 200 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.test"}');
    expect(init.headers).toMatchObject({
      app: 'AO',
      locale: 'de',
      'api-version': 'v1',
      'content-type': 'application/json',
    });
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('keeps the status, message key and field errors of a refusal', async () => {
    const fetch = answer(400, {
      status: BodyStatus.BAD_REQUEST,
      message: 'ValidationFailed',
      errors: [{ field: 'email', message: 'FieldInvalidEmail' }],
    });
    const result = await fetchApi(
      'POST',
      'auth/login',
      {},
      { baseUrl: '/api', language: 'en', fetch },
    );
    expect(result).toMatchObject({
      success: false,
      status: BodyStatus.BAD_REQUEST,
      message: 'ValidationFailed',
      errors: [{ field: 'email', message: 'FieldInvalidEmail' }],
      httpStatus: 400,
    });
  });

  it('turns a network failure into a result instead of throwing', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await fetchApi(
      'POST',
      'auth/login',
      {},
      { baseUrl: '/api', language: 'en', fetch },
    );
    expect(result).toMatchObject({
      success: false,
      status: 0,
      message: ClientMessageKey.NetworkError,
    });
  });
});
